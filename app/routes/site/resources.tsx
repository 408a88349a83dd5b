import { ResourcesIndexPage } from "~/components/site/resources-index-page";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(identityFromMatches(matches), "/resources", NOT_FOUND_META);

export default function Resources() {
  return <ResourcesIndexPage />;
}
