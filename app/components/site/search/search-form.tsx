import { Search } from "lucide-react";
import { MAX_QUERY_LENGTH } from "~/lib/search/query";
import { SEARCH_TEXTS } from "~/lib/search/messages";
import { SEARCH_PATH } from "~/lib/site/public-paths";

/** The search page's own form (a GET form: it works without JavaScript, and the address keeps the query). */
export function SearchForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Search form" action={SEARCH_PATH} method="get" className="mt-8 flex max-w-2xl flex-col gap-2">
      <label htmlFor="search-page-query" className="text-sm font-semibold text-brand-50">
        {SEARCH_TEXTS.label}
      </label>
      <div className="flex gap-2">
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={SEARCH_TEXTS.placeholder}
          aria-describedby="search-page-hint"
          className="min-w-0 flex-1 rounded-md border border-white/40 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-200"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-md bg-accent-600 px-4 py-2.5 font-semibold text-white hover:bg-accent-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-200"
        >
          <Search aria-hidden="true" className="size-5" />
          {SEARCH_TEXTS.button}
        </button>
      </div>
      <p id="search-page-hint" className="text-sm text-brand-50">
        {SEARCH_TEXTS.hint}
      </p>
    </form>
  );
}
