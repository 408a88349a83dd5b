import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { HEAD_REQUEST_HEADER } from "~/lib/http/head-request";
import { bufferedBodyOf } from "./buffered-body";
import { cameAsHead } from "./head-as-get";

/**
 * Express request -> Fetch Request, as @react-router/express does it (host taken from the socket's
 * Host). `pathAndQuery` replaces the request's own when given (a cached page's key, see PageCache.keyFor).
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, pathAndQuery: string = req.originalUrl): Request {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const hostHeader = forwardedHost ?? req.get("host") ?? "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const port = Number.parseInt(hostHeader.split(":")[1] ?? "", 10);
  const url = new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${pathAndQuery}`);

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  headers.delete(HEAD_REQUEST_HEADER);
  if (cameAsHead(req)) headers.set(HEAD_REQUEST_HEADER, "1");
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A guard may have read a small form already (same-origin.ts): the route gets the same bytes.
    const buffered = bufferedBodyOf(req);
    if (buffered) init.body = new Uint8Array(buffered);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

const isClosed = (res: ExpressResponse) => res.destroyed || res.writableEnded;

/**
 * Streams a Fetch Response to Express; a response with validators (ETag, Last-Modified) that the
 * client's copy still matches (If-None-Match, If-Modified-Since) is answered 304 without its body.
 */
export async function sendFetchResponse(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (isClosed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key !== "set-cookie") res.append(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.status === 200 && (response.headers.has("etag") || response.headers.has("last-modified")) && req.fresh) {
    await response.body?.cancel();
    res.status(304).end();
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!isClosed(res)) throw error;
  }
}
