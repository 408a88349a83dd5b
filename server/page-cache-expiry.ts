import { changesPages } from "~/services/platform";
import type { PageCache } from "./page-cache";

/**
 * What the page cache does when an instance announces a content change: drops every page, unless
 * only search's synonyms changed (search results are never kept in it). A lost connection's
 * resumption drops them too: announcements were missed meanwhile.
 */
export const expirePagesOnChange = (pageCache: Pick<PageCache, "clear">) => (payload: string) => {
  if (changesPages(payload)) pageCache.clear();
};
