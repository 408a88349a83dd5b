import { LegislationPage } from "~/components/site/legislation-page";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/hsa-legislation";

export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(identityFromMatches(matches), "/hsa-legislation", NOT_FOUND_META);

export default function HsaLegislation() {
  return <LegislationPage />;
}
