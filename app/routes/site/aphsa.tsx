import { AphsaPage } from "~/components/site/aphsa-page";
import { resolvePageMeta } from "~/services/site";
import { APHSA_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/aphsa";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, APHSA_PATH) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Aphsa() {
  return <AphsaPage />;
}
