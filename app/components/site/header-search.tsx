import { Search } from "lucide-react";
import { MAX_QUERY_LENGTH } from "~/lib/search/query";
import { SEARCH_PATH } from "~/lib/site/public-paths";

const iconButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10 group-data-[look=opaque]/header:text-brand-900 group-data-[look=opaque]/header:hover:bg-brand-50";

/**
 * The header's search: a plain GET form to /search (works without JavaScript) where there is room
 * beside the menu, a link to the search page where there is not. Static markup: nothing per request.
 */
export function HeaderSearch() {
  return (
    <>
      <form role="search" aria-label="Site search" action={SEARCH_PATH} method="get" className="hidden items-center xl:flex">
        <input
          id="header-search-query"
          aria-label="Search the site"
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search"
          className="w-32 rounded-md border border-white/40 bg-white/10 px-2.5 py-1.5 text-sm text-white placeholder:text-white/80 group-data-[look=opaque]/header:border-slate-300 group-data-[look=opaque]/header:bg-white group-data-[look=opaque]/header:text-slate-900 group-data-[look=opaque]/header:placeholder:text-slate-600"
        />
        <button type="submit" aria-label="Search" className={iconButton}>
          <Search aria-hidden="true" className="size-5" />
        </button>
      </form>
      <a href={SEARCH_PATH} aria-label="Search the site" className={`${iconButton} xl:hidden`}>
        <Search aria-hidden="true" className="size-5" />
      </a>
    </>
  );
}
