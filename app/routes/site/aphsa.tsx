import { AphsaPage } from "~/components/site/aphsa-page";
import { aphsaContent } from "~/content/aphsa";
import { consultationFormContent } from "~/content/consultation-form";
import { resolvePageMeta } from "~/services/site";
import { APHSA_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader, pageContent } from "./page-content.server";
import type { Route } from "./+types/aphsa";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [meta, aphsa, consultationForm] = await Promise.all([
    resolvePageMeta(contentReader(request, context), context.config.identity, APHSA_PATH),
    pageContent(request, context, aphsaContent),
    pageContent(request, context, consultationFormContent),
  ]);
  return { meta, aphsa, consultationLabel: consultationForm.heading };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Aphsa({ loaderData }: Route.ComponentProps) {
  return <AphsaPage content={loaderData.aphsa} consultationLabel={loaderData.consultationLabel} />;
}
