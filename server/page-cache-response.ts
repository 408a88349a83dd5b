import type { Request, Response } from "express";
import type { CachedPage } from "./page-cache";
import { policyWithScriptHashes } from "./security-headers";

const REVALIDATE = "public, max-age=0, must-revalidate";

/** Answers from a cached page: 304 on a matching ETag, else the best pre-compressed body. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (!page.headers.some(([name]) => name === "cache-control")) res.setHeader("Cache-Control", REVALIDATE);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");

  const isHtml = page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
  if (isHtml) {
    // The cached body carries no nonce: allow exactly its own inline scripts by hash instead.
    const nonce = res.locals.cspNonce as string;
    const policy = String(res.getHeader("Content-Security-Policy") ?? "");
    res.setHeader("Content-Security-Policy", policyWithScriptHashes(policy, nonce, page.scriptHashes));
  }

  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(page.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
