import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding, isNotModified } from "./content-negotiation";
import { type CachedPage, type PageCache, representation } from "./page-cache";
import type { PageHitLog } from "./page-hit-log";
import { freshNonce, NONCE_PLACEHOLDER, policyWithScriptHashes, type SecurityHeaderTemplate } from "./security-headers";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const REVALIDATE = "public, max-age=0, must-revalidate";

/** A cached page's response headers, built once per entry: flat name/value list plus the policy split at the nonce. */
type PreparedHeaders = { fixed: string[]; policyParts: string[] };

function prepareHeaders(page: CachedPage, security: SecurityHeaderTemplate): PreparedHeaders {
  const fixed: string[] = [];
  for (const [name, value] of security.headers) fixed.push(name, value);
  for (const [name, value] of page.headers) fixed.push(name, value);
  if (!page.headers.some(([name]) => name === "cache-control")) fixed.push("cache-control", REVALIDATE);
  fixed.push("vary", "Accept-Encoding", "x-cache", "HIT");
  const isHtml = page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
  const policy = isHtml ? policyWithScriptHashes(security.policy, NONCE_PLACEHOLDER, page.scriptHashes) : security.policy;
  return { fixed, policyParts: policy.split(NONCE_PLACEHOLDER) };
}

/**
 * Answers page-cache hits before Express: the lookup, precomputed headers (the same security
 * headers every response gets, a fresh nonce and request id) and a pre-compressed body, with no
 * middleware chain, logging per request or compression. Everything else goes to `next`.
 */
export function answerCachedPagesFirst(pageCache: PageCache, security: SecurityHeaderTemplate, hitLog: PageHitLog, next: Listener): Listener {
  const prepared = new WeakMap<CachedPage, PreparedHeaders>();
  return (req, res) => {
    const { method, url = "" } = req;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const key = method === "GET" || method === "HEAD" ? pageCache.keyFor(method, path, url) : null;
    const page = key === null ? undefined : pageCache.get(key);
    if (!page) return next(req, res);

    let headers = prepared.get(page);
    if (!headers) {
      headers = prepareHeaders(page, security);
      prepared.set(page, headers);
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const { body, etag } = representation(page, encoding);
    const perResponse = ["content-security-policy", headers.policyParts.join(freshNonce()), "x-request-id", randomUUID(), "etag", etag];
    hitLog.count(path);
    if (isNotModified(req.headers["if-none-match"], req.headers["cache-control"], etag)) {
      res.writeHead(304, [...headers.fixed, ...perResponse]);
      res.end();
      return;
    }
    const encodingHeader = encoding === "identity" ? [] : ["content-encoding", encoding];
    res.writeHead(page.status, [...headers.fixed, ...perResponse, ...encodingHeader, "content-length", String(body.length)]);
    if (method === "HEAD") res.end();
    else res.end(body);
  };
}
