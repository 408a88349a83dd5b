import { TrainingOverviewPage } from "~/components/site/training-overview-page";
import { resolvePageMeta } from "~/services/site";
import { TRAINING_OVERVIEW_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/training-overview";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, TRAINING_OVERVIEW_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function TrainingOverview() {
  return <TrainingOverviewPage />;
}
