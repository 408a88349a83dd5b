/**
 * The server renders a HEAD request as a GET, so its headers (Content-Encoding, Vary, Content-Length)
 * are exactly those of the GET (server/head-as-get.ts); Node sends no body for it. The few routes
 * that skip work for a HEAD (not opening a file, not recording a download) read this header, which
 * the server sets itself and never takes from the client.
 */
export const HEAD_REQUEST_HEADER = "x-head-request";

/** Whether the visitor asked only for the headers (a HEAD request, answered by the server as a GET). */
export function isHeadRequest(request: Request): boolean {
  return request.method === "HEAD" || request.headers.get(HEAD_REQUEST_HEADER) === "1";
}
