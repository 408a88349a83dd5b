import { AphsaPage } from "~/components/site/aphsa-page";
import { resolvePageMeta } from "~/services/site";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/aphsa";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: resolvePageMeta(context.config.identity, "/aphsa") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Aphsa() {
  return <AphsaPage />;
}
