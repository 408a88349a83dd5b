import { LegalPage } from "~/components/site/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { resolvePageMeta } from "~/services/site";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/privacy-policy";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, "/privacy-policy") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function PrivacyPolicy() {
  return <LegalPage title={PRIVACY_POLICY.title} intro={PRIVACY_POLICY.intro} sections={PRIVACY_POLICY.sections} />;
}
