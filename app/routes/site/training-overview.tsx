import { TrainingOverviewPage } from "~/components/site/training-overview-page";
import { trainingOverviewContent } from "~/content/training";
import { resolvePageMeta } from "~/services/site";
import { TRAINING_OVERVIEW_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/training-overview";
import { pageContent } from "./page-content.server";

/** The page's meta tags. */
function overviewPage({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, TRAINING_OVERVIEW_PATH) };
}

export async function loader(args: Route.LoaderArgs) {
  return { ...overviewPage(args), overview: await pageContent(args.request, args.context, trainingOverviewContent) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function TrainingOverview({ loaderData }: Route.ComponentProps) {
  return <TrainingOverviewPage overview={loaderData.overview} />;
}
