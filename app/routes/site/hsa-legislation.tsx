import { LegislationPage } from "~/components/site/legislation-page";
import { resolvePageMeta } from "~/services/site";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/hsa-legislation";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, "/hsa-legislation") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HsaLegislation() {
  return <LegislationPage />;
}
