import { LegislationPage } from "~/components/site/legislation-page";
import { resolvePageMeta } from "~/services/site";
import { HSA_LEGISLATION_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/hsa-legislation";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, HSA_LEGISLATION_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HsaLegislation() {
  return <LegislationPage />;
}
