import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/hdhp-amounts";

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(identityFromMatches(matches), "/resources/hdhp-amounts", NOT_FOUND_META);

export default function HdhpAmounts() {
  return <HdhpAmountsPage />;
}
