import { data } from "react-router";
import { FigureAnswerCard } from "~/components/site/search/figure-answer-card";
import { SearchForm } from "~/components/site/search/search-form";
import { SearchResults } from "~/components/site/search/search-results";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { siteToday } from "~/lib/core/dates";
import { SEARCH_TEXTS } from "~/lib/search/messages";
import { normalizeQuery } from "~/lib/search/query";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { QueryHandle } from "~/lib/site/page-query";
import { SEARCH_PATH } from "~/lib/site/public-paths";
import { RESULTS_SHOWN, siteSearch } from "~/services/search";
import { pageContent } from "./page-content.server";
import type { Route } from "./+types/search";

/** The page reads `q`. Results are sent no-store (below), so the page cache keeps only the empty search page, never a visitor's query. */
export const handle: QueryHandle = { query: ["q"] };

const META = { title: SEARCH_TEXTS.title, description: SEARCH_TEXTS.description, path: SEARCH_PATH, noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = normalizeQuery(new URL(request.url).searchParams.get("q"));
  if (!query) return data({ meta: META, query, state: { kind: "empty" as const }, shown: RESULTS_SHOWN });
  const figures = await pageContent(request, context, hsaFiguresContent);
  const state = await siteSearch(context.database.db, {
    query,
    clientIp: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    years: figures.years,
    today: siteToday(),
  });
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (state.kind === "limited") headers["Retry-After"] = String(state.retryAfterSeconds);
  return data({ meta: META, query, state, shown: RESULTS_SHOWN }, { status: state.kind === "limited" ? 429 : 200, headers });
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
};

export const meta: Route.MetaFunction = ({ matches, data }) => metaFromLoader(matches, data?.meta);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, state, shown } = loaderData;
  return (
    <main id="main">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 pt-28 pb-12 text-white sm:pt-32">
        <div className="relative mx-auto max-w-4xl px-4">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{SEARCH_TEXTS.title}</h1>
          <SearchForm query={query} />
        </div>
      </section>
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
        {state.kind === "nothing-to-search" ? (
          <p role="status" className="text-lg text-slate-800">
            {SEARCH_TEXTS.nothingToSearch}
          </p>
        ) : null}
        {state.kind === "limited" ? (
          <p role="status" className="text-lg text-slate-800">
            {SEARCH_TEXTS.limited(Math.max(1, Math.ceil(state.retryAfterSeconds / 60)))}
          </p>
        ) : null}
        {state.kind === "searched" ? (
          <>
            {state.answer ? <FigureAnswerCard answer={state.answer} /> : null}
            <SearchResults
              query={query}
              hits={state.outcome.hits}
              total={state.outcome.total}
              moreThanTotal={state.outcome.moreThanTotal}
              shown={shown}
              correctedQuery={state.outcome.correctedQuery}
            />
          </>
        ) : null}
      </div>
    </main>
  );
}
