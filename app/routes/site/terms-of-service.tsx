import { LegalPage } from "~/components/site/legal-page";
import { TERMS_OF_SERVICE } from "~/content/legal";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(identityFromMatches(matches), "/terms-of-service", NOT_FOUND_META);

export default function TermsOfService() {
  return <LegalPage title={TERMS_OF_SERVICE.title} intro={TERMS_OF_SERVICE.intro} sections={TERMS_OF_SERVICE.sections} />;
}
