import { TrainingOverviewPage } from "~/components/site/training-overview-page";
import { resolvePageMeta } from "~/services/site";
import { TRAINING_OVERVIEW_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/training-overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, TRAINING_OVERVIEW_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function TrainingOverview() {
  return <TrainingOverviewPage />;
}
