import { HdhpAmountsPage } from "~/components/site/hdhp-amounts-page";
import { resolvePageMeta } from "~/services/site";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/hdhp-amounts";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, "/resources/hdhp-amounts") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HdhpAmounts() {
  return <HdhpAmountsPage />;
}
