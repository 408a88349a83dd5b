import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type BodyEncoding, chooseEncoding, isNotModified } from "./content-negotiation";
import { type CachedPage, type PageCache, representation } from "./page-cache";
import type { PageHitLog } from "./page-hit-log";
import { freshNonce, NONCE_PLACEHOLDER, policyWithScriptHashes, type SecurityHeaderTemplate } from "./security-headers";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * One response's whole header list (flat name/value pairs, in the order sent), built once per
 * cache entry, encoding and status. Only two values change per response: the nonce inside the
 * policy and the request id. They are written into their slots just before `writeHead`, which
 * reads the list synchronously and keeps no reference to it, so one list serves every hit.
 */
type HeaderList = { list: string[]; policySlot: number; requestIdSlot: number };

/** A cached page's header lists: the policy split at the nonce, and a list per encoding for 200 and for 304, made when first needed. */
type PreparedHeaders = {
  policyParts: string[];
  ok: Partial<Record<BodyEncoding, HeaderList>>;
  notModified: Partial<Record<BodyEncoding, HeaderList>>;
  fixed: string[];
};

function prepareHeaders(page: CachedPage, security: SecurityHeaderTemplate): PreparedHeaders {
  const fixed: string[] = [];
  for (const [name, value] of security.headers) fixed.push(name, value);
  for (const [name, value] of page.headers) fixed.push(name, value);
  if (!page.headers.some(([name]) => name === "cache-control")) fixed.push("cache-control", REVALIDATE);
  fixed.push("vary", "Accept-Encoding", "x-cache", "HIT");
  const isHtml = page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
  const policy = isHtml ? policyWithScriptHashes(security.policy, NONCE_PLACEHOLDER, page.scriptHashes) : security.policy;
  return { policyParts: policy.split(NONCE_PLACEHOLDER), ok: {}, notModified: {}, fixed };
}

/** The headers of a 200 (and of a HEAD) or of a 304 for one encoding, in the order the listener has always sent them. */
function headerList(page: CachedPage, prepared: PreparedHeaders, encoding: BodyEncoding, status: 200 | 304): HeaderList {
  const { body, etag } = representation(page, encoding);
  const list = [...prepared.fixed, "content-security-policy", "", "x-request-id", "", "etag", etag];
  const policySlot = prepared.fixed.length + 1;
  if (status === 200) {
    if (encoding !== "identity") list.push("content-encoding", encoding);
    list.push("content-length", String(body.length));
  }
  return { list, policySlot, requestIdSlot: policySlot + 2 };
}

/**
 * Answers page-cache hits before Express: the lookup, a prepared header list (the same security
 * headers every response gets, a fresh nonce and request id) and a pre-compressed body, with no
 * middleware chain, logging per request or compression. Everything else goes to `next`.
 */
export function answerCachedPagesFirst(pageCache: PageCache, security: SecurityHeaderTemplate, hitLog: PageHitLog, next: Listener): Listener {
  const preparedFor = new WeakMap<CachedPage, PreparedHeaders>();
  return (req, res) => {
    const { method, url = "" } = req;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const key = method === "GET" || method === "HEAD" ? pageCache.keyFor(method, path, url) : null;
    const page = key === null ? undefined : pageCache.get(key);
    if (!page) return next(req, res);

    let prepared = preparedFor.get(page);
    if (!prepared) {
      prepared = prepareHeaders(page, security);
      preparedFor.set(page, prepared);
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const { body, etag } = representation(page, encoding);
    hitLog.count(path);
    const notModified = isNotModified(req.headers["if-none-match"], req.headers["cache-control"], etag);
    const lists = notModified ? prepared.notModified : prepared.ok;
    const headers = (lists[encoding] ??= headerList(page, prepared, encoding, notModified ? 304 : 200));
    headers.list[headers.policySlot] = prepared.policyParts.join(freshNonce());
    headers.list[headers.requestIdSlot] = randomUUID();
    res.writeHead(notModified ? 304 : page.status, headers.list);
    if (notModified || method === "HEAD") res.end();
    else res.end(body);
  };
}
