import { LegalPage } from "~/components/site/legal-page";
import { TERMS_OF_SERVICE } from "~/content/legal";
import { resolvePageMeta } from "~/services/site";
import { TERMS_OF_SERVICE_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/terms-of-service";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, TERMS_OF_SERVICE_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function TermsOfService() {
  return <LegalPage title={TERMS_OF_SERVICE.title} intro={TERMS_OF_SERVICE.intro} sections={TERMS_OF_SERVICE.sections} />;
}
