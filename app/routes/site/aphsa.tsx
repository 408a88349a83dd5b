import { AphsaPage } from "~/components/site/aphsa-page";
import { resolvePageMeta } from "~/services/site";
import { APHSA_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/aphsa";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: await resolvePageMeta(contentReader(request, context), context.config.identity, APHSA_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Aphsa() {
  return <AphsaPage />;
}
