import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { resolvePageMeta } from "~/services/site";
import { HDHP_AMOUNTS_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/hdhp-amounts";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, HDHP_AMOUNTS_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HdhpAmounts() {
  return <HdhpAmountsPage />;
}
