import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { searchReadBy } from "~/lib/site/page-query";
import { type BodyEncoding, strongEtag } from "./content-negotiation";
import type { QueryRules } from "./page-query-rules";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** A strong ETag per body: each encoding is its own representation, with its own bytes (RFC 9110 8.8.3). */
  etags: Record<BodyEncoding, string>;
  /** CSP source expressions allowing exactly the inline scripts the render emitted. */
  scriptHashes: string[];
};

const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Brotli quality of a stored page: 6 compresses the 66 KB home page in 1.6 ms to 9,404 bytes,
 * 9 took 25.6 ms for 9,324 (0.9% smaller), on the request that stores it.
 */
const STORED_BROTLI_QUALITY = 6;
/**
 * Pages compressed for storing at once. A request beyond it is answered as rendered and its page
 * stored by a later one, so URLs asked for twice each (tracking parameters, a crawler) cannot put
 * every request on the slow path.
 */
export const MAX_STORES_AT_ONCE = 2;
/** Safety net for time-dependent output (e.g. the copyright year); content edits invalidate at once. */
const TTL_MS = 10 * 60 * 1000;
const TTL_RESOLUTION_MS = 1000;
const MAX_KEY_LENGTH = 2048;
const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
/** Never cached: the admin area, API endpoints, and anything with per-visitor output. */
// /p/ is a preview link: a draft, never kept however it answers.
const UNCACHEABLE_PATHS = /^\/(svcs|api|p)(\/|$)|^\/svcs\.data|^\/api\.data|^\/p\.data/;
/** React Router's data requests: their query (`_routes`) is React Router's own, kept whole. */
const DATA_REQUEST = /\.data$/;

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Replaces this render's nonce with hashes: a cached body is shared by many responses, so a
 * nonce in it would be reused. Only scripts carrying the render's nonce are hashed, so markup
 * that slipped into the page without it stays blocked.
 */
export function hashNoncedScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const nonceAttribute = new RegExp(`\\snonce="${escapeRegExp(nonce)}"`, "g");
  const noncedScript = new RegExp(`<script\\b([^>]*)\\snonce="${escapeRegExp(nonce)}"([^>]*)>([\\s\\S]*?)</script>`, "g");
  const withHashes = html.replace(noncedScript, (_match, before: string, after: string, content: string) => {
    if (content.length > 0) hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
    return `<script${before}${after}>${content}</script>`;
  });
  return { html: withHashes.replace(nonceAttribute, ""), hashes: [...hashes] };
}

/** The body and its validator for the chosen encoding. */
export function representation(page: CachedPage, encoding: BodyEncoding): { body: Buffer; etag: string } {
  return { body: encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body, etag: page.etags[encoding] };
}

export class PageCache {
  private readonly entries = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length + page.gzip.length + page.br.length + 512,
    ttl: TTL_MS,
    // How long a read of the clock is reused for expiry checks. lru-cache's default (1 ms) set a
    // timer on nearly every cache hit under load; a page may now outlive its 10 minutes by 1 s.
    ttlResolution: TTL_RESOLUTION_MS,
  });
  /**
   * Keys asked for once since the last invalidation. A page is stored on its second request, so a
   * one-off URL (e.g. a random query string) costs a render, not a render plus two compressions.
   */
  private readonly seenOnce = new LRUCache<string, true>({ max: 10_000 });
  /** Keys a request is storing now (see admit). */
  private readonly storing = new Set<string>();
  /** Bumped on every invalidation; a render that started before it is not stored. */
  private generation = 0;

  /**
   * `queryRules` tells which query parameters each page reads; the others are left out of its key
   * (and of its render, see app.ts). Without rules every parameter counts, as in unit tests.
   */
  constructor(private readonly queryRules: QueryRules | null = null) {}

  /**
   * The key of a GET or HEAD for a public page: its path and the query parameters the page reads,
   * in the order sent; null when the response is never cached. It is also the address the page is
   * rendered for, so a stored page cannot depend on a parameter its key leaves out.
   */
  keyFor(method: string, path: string, originalUrl: string): string | null {
    if (method !== "GET" && method !== "HEAD") return null;
    if (originalUrl.length > MAX_KEY_LENGTH || UNCACHEABLE_PATHS.test(path)) return null;
    const queryStart = originalUrl.indexOf("?");
    if (queryStart === -1 || this.queryRules === null || DATA_REQUEST.test(path)) return originalUrl;
    const reads = this.queryRules(path);
    return reads === "all" ? originalUrl : path + searchReadBy(originalUrl.slice(queryStart), reads);
  }

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /**
   * True when this key was asked for before, no other request is storing it and fewer than
   * MAX_STORES_AT_ONCE pages are being stored: the caller stores it, and calls release() after.
   * Records the first ask.
   */
  admit(key: string): boolean {
    if (!this.seenOnce.has(key)) {
      this.seenOnce.set(key, true);
      return false;
    }
    if (this.storing.has(key) || this.storing.size >= MAX_STORES_AT_ONCE) return false;
    this.storing.add(key);
    return true;
  }

  /** Ends what admit() started, whether the page was stored or not. */
  release(key: string) {
    this.storing.delete(key);
  }

  currentGeneration() {
    return this.generation;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.seenOnce.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Stores a finished 200 response when nothing marks it private; returns the entry or null. */
  async store(key: string, generation: number, response: Response, nonce: string): Promise<CachedPage | null> {
    const contentType = response.headers.get("content-type") ?? "";
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (response.status !== 200 || !CACHEABLE_TYPES.test(contentType)) return null;
    if (/no-store|private/i.test(cacheControl) || response.headers.getSetCookie().length > 0) return null;
    const raw = Buffer.from(await response.arrayBuffer());
    const { html, hashes } = contentType.startsWith("text/html") ? hashNoncedScripts(raw.toString("utf8"), nonce) : { html: null, hashes: [] };
    const body = html === null ? raw : Buffer.from(html, "utf8");
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    const headers = [...response.headers.entries()].filter(([name]) => !["content-length", "content-encoding", "etag", "vary"].includes(name));
    const page: CachedPage = {
      status: 200,
      headers,
      body,
      gzip: gz,
      br,
      etags: { identity: strongEtag(body), gzip: strongEtag(gz), br: strongEtag(br) },
      scriptHashes: hashes,
    };
    if (generation === this.generation) this.entries.set(key, page);
    return page;
  }
}
