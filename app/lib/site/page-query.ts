/**
 * What a page reads from its address's query string, declared on its route's `handle`
 * (`handle = { query: [...] }`): the page cache keys a page on those parameters alone and renders
 * it without the others, so a campaign's `utm_*` tags or an ad's click id never make a page uncached
 * (decision 046). A route that declares nothing reads none. The analytics still sees every
 * parameter: the beacon sends the address from the browser.
 */
export type QueryHandle = { readonly query?: readonly string[] };

/**
 * Parameters campaigns and ad platforms add to links (UTM tags, click ids, mailing and analytics
 * cross-domain ids). No page may read them: the unit tests refuse a route that declares one.
 */
export const CAMPAIGN_PARAMETER =
  /^(utm_[a-z0-9_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|li_fat_id|yclid|igshid|srsltid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|ref_src)$/i;

/** The parameters a page reads: the union of what its matched routes' handles declare. */
export function declaredQueryParameters(handles: readonly unknown[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const handle of handles) {
    const query = (handle as QueryHandle | undefined)?.query;
    if (Array.isArray(query)) for (const name of query) names.add(name);
  }
  return names;
}

/**
 * `search` (with or without its "?") keeping only the parameters in `reads`, in their order and
 * with repeats (a page may refuse a repeated field); "" when none is left.
 */
export function searchReadBy(search: string, reads: ReadonlySet<string>): string {
  if (reads.size === 0) return "";
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (reads.has(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}
