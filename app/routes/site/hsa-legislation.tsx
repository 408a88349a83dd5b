import { LegislationPage } from "~/components/site/legislation-page";
import { resolvePageMeta } from "~/services/site";
import { HSA_LEGISLATION_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/hsa-legislation";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, HSA_LEGISLATION_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HsaLegislation() {
  return <LegislationPage />;
}
