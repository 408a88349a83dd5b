import { LegalPage } from "~/components/site/legal-page";
import { legalContent } from "~/content/legal";
import { resolvePageMeta } from "~/services/site";
import { PRIVACY_POLICY_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/privacy-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await pageContent(request, context, legalContent, "privacy-policy");
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, PRIVACY_POLICY_PATH), content };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={loaderData.content} />;
}
