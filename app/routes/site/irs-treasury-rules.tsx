import { IrsRulesPage } from "~/components/site/irs-rules-page";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/irs-treasury-rules";

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(identityFromMatches(matches), "/irs-treasury-rules-regulations", NOT_FOUND_META);

export default function IrsTreasuryRules() {
  return <IrsRulesPage />;
}
