/** Every admin response: never cached anywhere, never indexed. */
export const ADMIN_RESPONSE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

type HeadersArgs = { loaderHeaders: Headers; actionHeaders: Headers; errorHeaders?: Headers };

/** A route `headers` export for admin routes; keeps Set-Cookie from loaders and actions. */
export function adminHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    if (!source) continue;
    source.forEach((value, key) => {
      if (key.toLowerCase() !== "set-cookie") headers.set(key, value);
    });
  }
  for (const [key, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) headers.set(key, value);
  return headers;
}
