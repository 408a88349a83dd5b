import { LegalPage } from "~/components/site/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(identityFromMatches(matches), "/privacy-policy", NOT_FOUND_META);

export default function PrivacyPolicy() {
  return <LegalPage title={PRIVACY_POLICY.title} intro={PRIVACY_POLICY.intro} sections={PRIVACY_POLICY.sections} />;
}
