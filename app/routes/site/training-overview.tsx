import { TrainingOverviewPage } from "~/components/site/training-overview-page";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/training-overview";

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(identityFromMatches(matches), "/training/overview", NOT_FOUND_META);

export default function TrainingOverview() {
  return <TrainingOverviewPage />;
}
