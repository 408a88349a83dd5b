import { LegalPage } from "~/components/site/legal-page";
import { legalContent } from "~/content/legal";
import { resolvePageMeta } from "~/services/site";
import { TERMS_OF_SERVICE_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/terms-of-service";

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await pageContent(request, context, legalContent, "terms-of-service");
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, TERMS_OF_SERVICE_PATH), content };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={loaderData.content} />;
}
