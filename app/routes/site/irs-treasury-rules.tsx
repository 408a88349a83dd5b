import { IrsRulesPage } from "~/components/site/irs-rules-page";
import { irsRulesContent } from "~/content/irs-rules";
import { resolvePageMeta } from "~/services/site";
import { IRS_TREASURY_RULES_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/irs-treasury-rules";

export async function loader({ request, context }: Route.LoaderArgs) {
  const rules = await pageContent(request, context, irsRulesContent);
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, IRS_TREASURY_RULES_PATH), rules };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function IrsTreasuryRules({ loaderData }: Route.ComponentProps) {
  return <IrsRulesPage rules={loaderData.rules} />;
}
