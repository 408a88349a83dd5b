import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Response as ExpressResponse, Request } from "express";
import type { PrecompressedBody } from "~/lib/render/render-document";
import { type BodyEncoding, chooseEncoding } from "./content-negotiation";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Pages sent once and not cached: the fastest levels, in a render worker or on the thread pool, so the main thread stays free. */
export const FAST_GZIP = { level: 1 };
export const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
export const MIN_COMPRESSIBLE_BYTES = 1024;

export function isHtmlDocument(response: globalThis.Response): boolean {
  return response.body !== null && (response.headers.get("content-type") ?? "").startsWith("text/html");
}

type EncodedBody = { encoding: BodyEncoding; body: Uint8Array };

/**
 * The page as it is sent: compressed by a render worker for this request's Accept-Encoding (its
 * uncompressed body may then be empty, see RenderRequest.keepHtml), else compressed here.
 */
async function encodedBody(req: Request, response: globalThis.Response & { precompressed?: PrecompressedBody }): Promise<EncodedBody> {
  if (response.precompressed) return response.precompressed;
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = body.length >= MIN_COMPRESSIBLE_BYTES ? chooseEncoding(req.get("accept-encoding")) : "identity";
  if (encoding === "br") return { encoding, body: await brotliAsync(body, FAST_BROTLI) };
  if (encoding === "gzip") return { encoding, body: await gzipAsync(body, FAST_GZIP) };
  return { encoding, body };
}

/** Sends a complete rendered HTML page (one buffer) compressed once, instead of through a compression stream. */
export async function sendRenderedHtml(
  req: Request,
  res: ExpressResponse,
  response: globalThis.Response & { precompressed?: PrecompressedBody },
): Promise<void> {
  const sent = await encodedBody(req, response);
  if (res.destroyed || res.writableEnded) return;
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie" && name !== "content-length") res.append(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  res.append("Vary", "Accept-Encoding");
  if (sent.encoding !== "identity") res.setHeader("Content-Encoding", sent.encoding);
  res.setHeader("Content-Length", sent.body.length);
  if (req.method === "HEAD") res.end();
  else res.end(sent.body);
}
