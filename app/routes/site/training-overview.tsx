import { TrainingOverviewPage } from "~/components/site/training-overview-page";
import { trainingOverviewContent } from "~/content/training";
import { resolvePageMeta } from "~/services/site";
import { TRAINING_OVERVIEW_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/training-overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [meta, overview] = await Promise.all([
    resolvePageMeta(contentReader(request, context), context.config.identity, TRAINING_OVERVIEW_PATH),
    pageContent(request, context, trainingOverviewContent),
  ]);
  return { meta, overview };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function TrainingOverview({ loaderData }: Route.ComponentProps) {
  return <TrainingOverviewPage overview={loaderData.overview} />;
}
