import { ResourcesIndexPage } from "~/components/site/resources-index-page";
import { resolvePageMeta } from "~/services/site";
import { RESOURCES_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/resources";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, RESOURCES_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Resources() {
  return <ResourcesIndexPage />;
}
