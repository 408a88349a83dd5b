import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/services/platform";
import { answerCachedPagesFirst } from "../../server/cached-page-listener";
import { PageCache } from "../../server/page-cache";
import { PageHitLog } from "../../server/page-hit-log";
import { captureSecurityHeaders, NONCE_PLACEHOLDER, policyWithScriptHashes } from "../../server/security-headers";

const RENDER_NONCE = "render-nonce";
const PAGE = `<html><body><p>cached page</p><script nonce="${RENDER_NONCE}">window.ready=1</script></body></html>`;
const HELMET_HEADERS = [
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
];

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; body: Buffer };

/** Headers Node's server writes itself; the rest are the listener's, in the order it sent them. */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const listenersHeaders = (answer: Answer) => {
  const pairs: [string, string][] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    if (!WRITTEN_BY_NODE.has(answer.rawHeaders[i]!.toLowerCase())) pairs.push([answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!]);
  return pairs;
};

describe("cache hits answered before Express", () => {
  let server: Server;
  let port: number;
  const logLines: Record<string, unknown>[] = [];
  let hitLog: PageHitLog;
  let pageCache: PageCache;
  let security: ReturnType<typeof captureSecurityHeaders>;

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: "/tmp/unused-data-dir", NODE_ENV: "test", LOG_LEVEL: "silent" });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    hitLog = new PageHitLog(pino(sink), 60_000);
    pageCache = new PageCache();
    await pageCache.store(
      "/page?ignored=1",
      pageCache.currentGeneration(),
      new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } }),
      RENDER_NONCE,
    );
    security = captureSecurityHeaders(config);
    const listener = answerCachedPagesFirst(pageCache, security, hitLog, (_req, res) => {
      res.writeHead(418).end("through to Express");
    });
    server = createServer(listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends the pre-compressed body with every security header", async () => {
    const answer = await get("/page?ignored=1", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-cache"]).toBe("HIT");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(PAGE.replace(` nonce="${RENDER_NONCE}"`, ""));
    for (const name of HELMET_HEADERS) expect(answer.headers[name], name).toBeTruthy();
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["etag"]).toMatch(/^"[\w-]+"$/);
  });

  it("allows the page's own inline script by hash, with no nonce in script-src, and a fresh nonce per response", async () => {
    const first = String((await get("/page?ignored=1")).headers["content-security-policy"]);
    const second = String((await get("/page?ignored=1")).headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(first)?.[1] ?? "";
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("nonce-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(first).toContain("object-src 'none'");
    expect(/'nonce-([^']+)'/.exec(first)?.[1]).not.toBe(/'nonce-([^']+)'/.exec(second)?.[1]);
  });

  it("answers HEAD with the headers and no body", async () => {
    const answer = await get("/page?ignored=1", { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it("answers 304 to a matching If-None-Match, still with the security headers", async () => {
    const etag = String((await get("/page?ignored=1")).headers["etag"]);
    const answer = await get("/page?ignored=1", { "if-none-match": `W/${etag}` });
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect((await get("/page?ignored=1", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("honours Accept-Encoding qualities", async () => {
    expect((await get("/page?ignored=1", { "accept-encoding": "br;q=0.5, gzip" })).headers["content-encoding"]).toBe("gzip");
    const plain = await get("/page?ignored=1", { "accept-encoding": "gzip;q=0, br;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("cached page");
  });

  it("leaves misses, other methods and other query strings to Express", async () => {
    expect((await get("/page")).status).toBe(418);
    expect((await get("/page?other=1")).status).toBe(418);
    expect((await get("/page?ignored=1", {}, "POST")).status).toBe(418);
  });

  it("counts hits in the request log", async () => {
    hitLog.flush();
    logLines.length = 0;
    await get("/page?ignored=1");
    await get("/page?ignored=1");
    hitLog.flush();
    const line = logLines.find((entry) => entry.msg === "page cache hits");
    expect(line?.cacheHits).toBe(2);
    expect(line?.byPath).toEqual({ "/page": 2 });
  });

  /**
   * What a hit sent before its header lists were prepared once per encoding and status (d946d04):
   * every header, in order, built afresh per response. Nonce and request id are per response, so
   * they are compared by form.
   */
  function headersBuiltPerResponse(encoding: "br" | "gzip" | "identity", status: 200 | 304): [string, string][] {
    const page = pageCache.get("/page?ignored=1")!;
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
    const pairs: [string, string][] = [...security.headers, ...page.headers, ["cache-control", "public, max-age=0, must-revalidate"]];
    pairs.push(["vary", "Accept-Encoding"], ["x-cache", "HIT"]);
    pairs.push(["content-security-policy", policyWithScriptHashes(security.policy, NONCE_PLACEHOLDER, page.scriptHashes)]);
    pairs.push(["x-request-id", "(per response)"], ["etag", page.etags[encoding]]);
    if (status === 200 && encoding !== "identity") pairs.push(["content-encoding", encoding]);
    if (status === 200) pairs.push(["content-length", String(body.length)]);
    return pairs;
  }
  const comparable = (pairs: [string, string][]) =>
    pairs.map(([name, value]): [string, string] => [
      name,
      name === "x-request-id"
        ? "(per response)"
        : name === "content-security-policy"
          ? value.replace(/'nonce-[A-Za-z0-9+/]{22}=='/, `'nonce-${NONCE_PLACEHOLDER}'`)
          : value,
    ]);

  it("sends the same headers, in the same order, as when they were built per response, whatever was sent before", async () => {
    const asked: [Record<string, string>, string, "br" | "gzip" | "identity", 200 | 304][] = [
      [{ "accept-encoding": "gzip" }, "GET", "gzip", 200],
      [{}, "GET", "identity", 200],
      [{ "accept-encoding": "br" }, "HEAD", "br", 200],
      [{ "accept-encoding": "gzip" }, "GET", "gzip", 200],
      [{ "accept-encoding": "br", "if-none-match": pageCache.get("/page?ignored=1")!.etags.br }, "GET", "br", 304],
      [{ "accept-encoding": "br" }, "GET", "br", 200],
      [{}, "GET", "identity", 200],
      [{ "if-none-match": pageCache.get("/page?ignored=1")!.etags.identity }, "GET", "identity", 304],
      [{ "accept-encoding": "gzip" }, "GET", "gzip", 200],
    ];
    const nonces = new Set<string>();
    const requestIds = new Set<string>();
    for (const [headers, method, encoding, status] of asked) {
      const answer = await get("/page?ignored=1", headers, method);
      expect(answer.status, `${method} ${encoding}`).toBe(status);
      expect(comparable(listenersHeaders(answer)), `${method} ${encoding} ${status}`).toEqual(headersBuiltPerResponse(encoding, status));
      nonces.add(/'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!);
      requestIds.add(String(answer.headers["x-request-id"]));
    }
    expect(nonces.size).toBe(asked.length);
    expect(requestIds.size).toBe(asked.length);
    // Random, not a process prefix with a counter: the id is sent to visitors, and a counter would tell them how many pages were served.
    expect(new Set([...requestIds].map((id) => id.slice(0, 24))).size).toBe(asked.length);
    for (const id of requestIds) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
