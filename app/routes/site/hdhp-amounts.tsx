import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { resolvePageMeta } from "~/services/site";
import { HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import { figuresForPage } from "./figures.server";
import type { Route } from "./+types/hdhp-amounts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: await resolvePageMeta(contentReader(request, context), context.config.identity, HDHP_AMOUNTS_PATH),
    figures: await figuresForPage(request, context),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HdhpAmounts({ loaderData }: Route.ComponentProps) {
  return <HdhpAmountsPage figures={loaderData.figures} />;
}
