import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { BooksPage } from "~/components/site/books-page";
import { ChsaPage } from "~/components/site/chsa-page";
import { HsaePage } from "~/components/site/hsae-page";
import { isTrainingKey } from "~/content/training";
import { resolvePageMeta } from "~/services/site";
import { trainingPath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { notFoundPage } from "./not-found.server";
import { contentReader } from "./page-content.server";
import type { Route } from "./+types/training";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isTrainingKey(params.type)) return data({ type: null, ...(await notFoundPage(request, context)) }, { status: 404 });
  return { type: params.type, meta: await resolvePageMeta(contentReader(request, context), identity, trainingPath(params.type)) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Training({ loaderData }: Route.ComponentProps) {
  switch (loaderData.type) {
    case "chsa":
      return <ChsaPage />;
    case "hsae":
      return <HsaePage />;
    case "books":
      return <BooksPage />;
    default:
      return <NotFoundPage content={loaderData.notFound} />;
  }
}
