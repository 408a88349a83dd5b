import { LegalPage } from "~/components/site/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { resolvePageMeta } from "~/services/site";
import { PRIVACY_POLICY_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/privacy-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, PRIVACY_POLICY_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function PrivacyPolicy() {
  return <LegalPage title={PRIVACY_POLICY.title} intro={PRIVACY_POLICY.intro} sections={PRIVACY_POLICY.sections} />;
}
