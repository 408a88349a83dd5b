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
import { NO_STORE } from "./contact.server";
import { UpcomingSessions } from "~/components/training/upcoming-sessions";
import { upcomingSessions } from "~/services/training";
import type { Route } from "./+types/training";

/** The training page the address names, with its content and meta tags; a 404 for any other. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { identity } = context.config;
  if (!isTrainingKey(params.type)) return data({ content: null, sessions: [], ...(await notFoundPage(request, context)) }, { status: 404 });
  const type = params.type;
  const [meta, content, sessions] = await Promise.all([
    resolvePageMeta(contentReader(request, context), identity, trainingPath(type)),
    trainingContent(request, context, type),
    type === "books" ? [] : upcomingSessions(context.database.db, type, new Date()),
  ]);
  // Seats left change with every registration and a session drops out when it starts: a page
  // listing sessions is never stored; a course without sessions stays cacheable.
  return data({ meta, content, sessions }, sessions.length > 0 ? { headers: NO_STORE } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(matches, data?.meta);

export default function Training({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (!content) return <NotFoundPage content={loaderData.notFound} />;
  switch (content.type) {
    case "chsa":
      return <ChsaPage chsa={content.chsa} contact={content.contact} sessions={<UpcomingSessions sessions={loaderData.sessions} />} />;
    case "hsae":
      return <HsaePage hsae={content.hsae} contact={content.contact} sessions={<UpcomingSessions sessions={loaderData.sessions} />} />;
    case "books":
      return <BooksPage books={content.books} />;
  }
}
