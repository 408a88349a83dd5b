/**
 * Every answer under /p/ (a page, a refusal, a 404): never stored by a browser or a proxy, never
 * indexed, and never kept by the page cache (which skips no-store answers and the /p/ path).
 */
export const PREVIEW_RESPONSE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;
