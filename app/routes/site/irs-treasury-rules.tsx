import { IrsRulesPage } from "~/components/site/irs-rules-page";
import { resolvePageMeta } from "~/services/site";
import { IRS_TREASURY_RULES_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/irs-treasury-rules";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, IRS_TREASURY_RULES_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function IrsTreasuryRules() {
  return <IrsRulesPage />;
}
