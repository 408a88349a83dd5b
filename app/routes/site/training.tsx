import { data } from "react-router";
import { BooksPage } from "~/components/site/books-page";
import { ChsaPage } from "~/components/site/chsa-page";
import { HsaePage } from "~/components/site/hsae-page";
import { isTrainingKey } from "~/content/training";
import { resolvePageMeta } from "~/services/site";
import { trainingPath } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { Route } from "./+types/training";
import NotFound from "./not-found";
import { trainingContent } from "./training-content.server";

/** Which training page the address names, with its meta tags; a 404 for any other. */
function trainingPage({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isTrainingKey(params.type)) return data({ type: null, meta: resolvePageMeta(identity, new URL(request.url).pathname) }, { status: 404 });
  return { type: params.type, meta: resolvePageMeta(identity, trainingPath(params.type)) };
}

export async function loader(args: Route.LoaderArgs) {
  const page = trainingPage(args);
  if (!("meta" in page)) return page;
  return { meta: page.meta, content: await trainingContent(args.request, args.context, page.type) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Training({ loaderData }: Route.ComponentProps) {
  if (!("content" in loaderData)) return <NotFound />;
  const { content } = loaderData;
  switch (content.type) {
    case "chsa":
      return <ChsaPage chsa={content.chsa} contact={content.contact} />;
    case "hsae":
      return <HsaePage hsae={content.hsae} contact={content.contact} />;
    case "books":
      return <BooksPage books={content.books} />;
  }
}
