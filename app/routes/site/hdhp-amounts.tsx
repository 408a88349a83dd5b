import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { calculatorContent } from "~/content/contribution-calculator";
import { resourcesIndexContent } from "~/content/resources";
import { hdhpAmountsContent } from "~/content/resources/hdhp-amounts";
import { resolvePageMeta } from "~/services/site";
import { HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { figuresForPage } from "./figures.server";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/hdhp-amounts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, index, calculator] = await Promise.all([
    pageContent(request, context, hdhpAmountsContent),
    pageContent(request, context, resourcesIndexContent),
    pageContent(request, context, calculatorContent),
  ]);
  return {
    meta: await resolvePageMeta(contentReader(request, context), context.config.identity, HDHP_AMOUNTS_PATH),
    figures: await figuresForPage(request, context),
    content,
    index,
    calculatorLink: calculator.linkText,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HdhpAmounts({ loaderData }: Route.ComponentProps) {
  const { content, index, figures, calculatorLink } = loaderData;
  return <HdhpAmountsPage content={content} index={index} figures={figures} calculatorLink={calculatorLink} />;
}
