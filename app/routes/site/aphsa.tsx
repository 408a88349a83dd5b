import { AphsaPage } from "~/components/site/aphsa-page";
import { NOT_FOUND_META } from "~/content/seo";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/aphsa";

export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(identityFromMatches(matches), "/aphsa", NOT_FOUND_META);

export default function Aphsa() {
  return <AphsaPage />;
}
