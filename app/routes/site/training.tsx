import { data } from "react-router";
import { BooksPage } from "~/components/site/books-page";
import { ChsaPage } from "~/components/site/chsa-page";
import { HsaePage } from "~/components/site/hsae-page";
import { NOT_FOUND_META } from "~/content/seo";
import { isTrainingKey } from "~/content/training";
import { contentPageMeta } from "~/lib/content-meta";
import { identityFromMatches } from "~/lib/root-data";
import type { Route } from "./+types/training";
import NotFound from "./not-found";

export function loader({ params }: Route.LoaderArgs) {
  if (!isTrainingKey(params.type)) return data({ type: null }, { status: 404 });
  return { type: params.type };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  contentPageMeta(identityFromMatches(matches), data?.type ? `/training/${data.type}` : location.pathname, NOT_FOUND_META);

export default function Training({ loaderData }: Route.ComponentProps) {
  switch (loaderData.type) {
    case "chsa":
      return <ChsaPage />;
    case "hsae":
      return <HsaePage />;
    case "books":
      return <BooksPage />;
    default:
      return <NotFound />;
  }
}
