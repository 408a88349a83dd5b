import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { BooksPage } from "~/components/site/books-page";
import { ChsaPage } from "~/components/site/chsa-page";
import { HsaePage } from "~/components/site/hsae-page";
import { isTrainingKey } from "~/lib/site/page-keys";
import { resolvePageMeta } from "~/services/site";
import { trainingPath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import { notFoundPage } from "./not-found.server";
import { contentReader } from "./page-content.server";
import { trainingContent } from "./training-content.server";
import type { Route } from "./+types/training";

/** The training page the address names, with its content and meta tags; a 404 for any other. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isTrainingKey(params.type)) return data({ content: null, ...(await notFoundPage(request, context)) }, { status: 404 });
  const [meta, content] = await Promise.all([
    resolvePageMeta(contentReader(request, context), identity, trainingPath(params.type)),
    trainingContent(request, context, params.type),
  ]);
  return { meta, content };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Training({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (!content) return <NotFoundPage content={loaderData.notFound} />;
  switch (content.type) {
    case "chsa":
      return <ChsaPage chsa={content.chsa} contact={content.contact} />;
    case "hsae":
      return <HsaePage hsae={content.hsae} contact={content.contact} />;
    case "books":
      return <BooksPage books={content.books} />;
  }
}
