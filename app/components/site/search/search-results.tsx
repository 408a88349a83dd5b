import { formatPostDate } from "~/lib/core/dates";
import { SEARCH_TEXTS } from "~/lib/search/messages";
import { snippetParts } from "~/lib/search/snippet";
import { CONTACT_PATH, SEARCH_PATH } from "~/lib/site/public-paths";
import type { SearchHit } from "~/services/search";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** A snippet as text with the matched words marked: React escapes every piece, so nothing from content is read as HTML. */
function Snippet({ headline }: { headline: string }) {
  return (
    <p className="mt-2 text-slate-700">
      {snippetParts(headline).map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

export function SearchResults({
  query,
  hits,
  total,
  moreThanTotal = false,
  shown,
  correctedQuery,
}: {
  query: string;
  hits: SearchHit[];
  total: number;
  /** The count stopped at `total`: there are more matches (decision 090). */
  moreThanTotal?: boolean;
  shown: number;
  correctedQuery: string | null;
}) {
  if (!hits.length) {
    return (
      // A query or a title can be one word wider than a phone's column.
      <div className="wrap-anywhere">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {SEARCH_TEXTS.noResults(query)}
        </p>
        <p className="mt-2 text-slate-700">
          {SEARCH_TEXTS.noResultsHelp}{" "}
          <a href={CONTACT_PATH} className={linkClass}>
            {SEARCH_TEXTS.contactLink}
          </a>
          .
        </p>
      </div>
    );
  }
  const searched = correctedQuery ?? query;
  return (
    <div className="wrap-anywhere">
      {correctedQuery ? (
        <p className="mb-2 text-slate-700">
          {SEARCH_TEXTS.corrected(query)} {SEARCH_TEXTS.showingFor}{" "}
          <a href={`${SEARCH_PATH}?q=${encodeURIComponent(correctedQuery)}`} className={linkClass}>
            {correctedQuery}
          </a>
          .
        </p>
      ) : null}
      <p role="status" className="font-semibold text-slate-900">
        {moreThanTotal ? SEARCH_TEXTS.moreResultsThan(total, searched) : SEARCH_TEXTS.results(total, searched)}
      </p>
      {total > shown ? <p className="mt-1 text-sm text-slate-700">{SEARCH_TEXTS.moreThanShown(shown)}</p> : null}
      <ol className="mt-6 flex flex-col gap-6" aria-label="Results">
        {hits.map((hit) => (
          <li key={hit.url} className="border-b border-slate-200 pb-6 last:border-b-0">
            <p className="text-sm text-slate-600">
              {hit.kind === "post" ? SEARCH_TEXTS.post : SEARCH_TEXTS.page}
              {hit.publishedOn ? ` · ${formatPostDate(hit.publishedOn)}` : ""} · <span className="break-all">{hit.url}</span>
            </p>
            <h2 className="mt-1 text-xl font-semibold">
              <a href={hit.url} className="text-brand-800 underline-offset-4 hover:underline">
                {hit.title}
              </a>
            </h2>
            {hit.headline ? <Snippet headline={hit.headline} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
