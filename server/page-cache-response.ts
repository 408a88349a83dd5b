import type { Request, Response } from "express";
import { chooseEncoding } from "./content-negotiation";
import { type CachedPage, representation } from "./page-cache";
import { policyWithScriptHashes } from "./security-headers";

const REVALIDATE = "public, max-age=0, must-revalidate";

/** Answers from a cached page: the best pre-compressed body for the client, or 304 when its ETag matches that body's. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (!page.headers.some(([name]) => name === "cache-control")) res.setHeader("Cache-Control", REVALIDATE);
  const encoding = chooseEncoding(req.get("accept-encoding"));
  const { body, etag } = representation(page, encoding);
  res.setHeader("ETag", etag);
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
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(page.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
