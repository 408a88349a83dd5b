import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { resourcesIndexContent } from "~/content/resources";
import { hdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { resolvePageMeta } from "~/services/site";
import { HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { figuresForPage } from "./figures.server";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/hdhp-amounts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, index] = await Promise.all([pageContent(request, context, hdhpAmountsContent), pageContent(request, context, resourcesIndexContent)]);
  return {
    meta: await resolvePageMeta(contentReader(request, context), context.config.identity, HDHP_AMOUNTS_PATH),
    figures: await figuresForPage(request, context),
    content,
    index,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HdhpAmounts({ loaderData }: Route.ComponentProps) {
  return <HdhpAmountsPage content={loaderData.content} index={loaderData.index} figures={loaderData.figures} />;
}
