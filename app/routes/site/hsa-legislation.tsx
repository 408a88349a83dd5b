import { LegislationPage } from "~/components/site/legislation-page";
import { resolvePageMeta } from "~/services/site";
import { HSA_LEGISLATION_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { legislationForPage } from "./legislation.server";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/hsa-legislation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, reviewedOn } = await legislationForPage(request, context);
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, HSA_LEGISLATION_PATH), content, reviewedOn };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function HsaLegislation({ loaderData }: Route.ComponentProps) {
  return <LegislationPage content={loaderData.content} reviewedOn={loaderData.reviewedOn} />;
}
