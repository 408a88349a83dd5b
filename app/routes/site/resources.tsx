import { ResourcesIndexPage } from "~/components/site/resources-index-page";
import { resolvePageMeta } from "~/services/site";
import { RESOURCES_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/resources";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, RESOURCES_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Resources() {
  return <ResourcesIndexPage />;
}
