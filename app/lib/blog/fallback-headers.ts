/**
 * A page built from the fallback copy (database unreachable) must not be stored by the rendered-
 * page cache or any proxy: it would outlive the outage.
 */
export function fallbackHeaders(usedFallback: boolean): HeadersInit {
  return usedFallback ? { "Cache-Control": "no-store" } : {};
}
