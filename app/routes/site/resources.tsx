import { ResourcesIndexPage } from "~/components/site/resources-index-page";
import { resolvePageMeta } from "~/services/site";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/resources";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, "/resources") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Resources() {
  return <ResourcesIndexPage />;
}
