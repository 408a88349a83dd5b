import { mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatedResponse } from "~/routes/seo/validators.server";
import { createExpressApp } from "../../server/app";
import { PageCache } from "../../server/page-cache";
import { queryRulesOf } from "../../server/page-query-rules";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

/** What Chromium and Firefox send. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const FEED_CHANGED = new Date("2026-03-04T05:06:07Z");
let renders = 0;

const echo = (request: Request) => {
  renders++;
  return new Response(`<p>rendered for ${new URL(request.url).search || "(no query)"}</p>`, { headers: { "content-type": "text/html; charset=utf-8" } });
};

/** A build of three routes: a page that reads no query, a list that reads ?tag=, and a feed with validators. */
const build = {
  assets: { version: "validators", url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: {} },
  entry: { module: { default: () => new Response("") } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/plain": { id: "routes/plain", parentId: "root", path: "plain", module: { loader: ({ request }: { request: Request }) => echo(request) } },
    "routes/list": {
      id: "routes/list",
      parentId: "root",
      path: "list",
      module: { handle: { query: ["tag"] }, loader: ({ request }: { request: Request }) => echo(request) },
    },
    "routes/feed": {
      id: "routes/feed",
      parentId: "root",
      path: "feed.xml",
      module: {
        loader: () => validatedResponse("<feed/>", { contentType: "application/xml", cacheControl: "public, max-age=300", lastModified: FEED_CHANGED }),
      },
    },
  },
  publicPath: "/",
  assetsBuildDirectory: "/nonexistent",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

describe("caching and validators", () => {
  const database = useTestDatabase();
  let server: Server;
  let base: string;
  const script = "console.log('a static script, long enough to be worth compressing');\n".repeat(40);

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), "hsa-static-"));
    writeFileSync(path.join(clientDir, "app.js"), script);
    writeFileSync(path.join(clientDir, "app.js.gz"), gzipSync(script));
    writeFileSync(path.join(clientDir, "app.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(clientDir, "only-gzip.css"), "a{}".repeat(500));
    writeFileSync(path.join(clientDir, "only-gzip.css.gz"), gzipSync("a{}".repeat(500)));
    const app = createExpressApp({ services: createTestServices(database()), build, clientDir, pageCache: new PageCache(queryRulesOf(build)) });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  type Answer = { status: number; headers: { get(name: string): string | null }; text(): Promise<string> };
  /** A plain HTTP GET: fetch() would add Cache-Control: no-cache to every conditional request. */
  const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      httpRequest(`${base}${pathAndQuery}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
          resolve({
            status: res.statusCode ?? 0,
            headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
            text: async () => decoded.toString("utf8"),
          });
        });
      })
        .on("error", reject)
        .end();
    });

  describe("static files", () => {
    it("send a browser the brotli copy, whatever order it lists its codings in", async () => {
      const response = await get("/app.js", { "accept-encoding": BROWSER_ACCEPT_ENCODING });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(await response.text()).toBe(script);
      expect((await get("/app.js", { "accept-encoding": "gzip" })).headers.get("content-encoding")).toBe("gzip");
      expect((await get("/app.js", { "accept-encoding": "br;q=0.5, gzip" })).headers.get("content-encoding")).toBe("gzip");
      expect((await get("/only-gzip.css", { "accept-encoding": BROWSER_ACCEPT_ENCODING })).headers.get("content-encoding")).toBe("gzip");
    });

    it("give each encoding its own ETag, and answer 304 only to the ETag of the body that would be sent", async () => {
      const etagOf = async (encoding: string) => (await get("/app.js", { "accept-encoding": encoding })).headers.get("etag")!;
      const [br, gzip, identity] = [await etagOf("br"), await etagOf("gzip"), await etagOf("identity")];
      expect(new Set([br, gzip, identity]).size).toBe(3);
      expect((await get("/app.js", { "accept-encoding": "br", "if-none-match": br })).status).toBe(304);
      expect((await get("/app.js", { "accept-encoding": "gzip", "if-none-match": br })).status).toBe(200);
    });
  });

  describe("the page cache", () => {
    it("serves a page asked with a new click id each time warm, rendered without the parameters it does not read", async () => {
      await get("/plain");
      await get("/plain");
      const before = renders;
      for (const click of ["a", "b", "c"]) {
        const response = await get(`/plain?gclid=${click}&utm_source=news&utm_campaign=spring`, { "accept-encoding": BROWSER_ACCEPT_ENCODING });
        expect(response.headers.get("x-cache")).toBe("HIT");
        expect(response.headers.get("content-encoding")).toBe("br");
        expect(await response.text()).toBe("<p>rendered for (no query)</p>");
      }
      expect(renders).toBe(before);
    });

    it("keys a page on the parameters its route declares, and renders it with those alone", async () => {
      expect(await (await get("/list?utm_medium=cpc&tag=HSA&fbclid=1")).text()).toBe("<p>rendered for ?tag=HSA</p>");
      await get("/list?tag=HSA&msclkid=2");
      const warm = await get("/list?tag=HSA&gclid=3");
      expect(warm.headers.get("x-cache")).toBe("HIT");
      expect(await (await get("/list?tag=IRS")).text()).toBe("<p>rendered for ?tag=IRS</p>");
    });

    it("gives each stored encoding its own ETag and revalidates against the one it sends", async () => {
      const br = await get("/plain", { "accept-encoding": "br" });
      const gzip = await get("/plain", { "accept-encoding": "gzip" });
      expect(br.headers.get("etag")).not.toBe(gzip.headers.get("etag"));
      expect((await get("/plain?gclid=z", { "accept-encoding": "br", "if-none-match": br.headers.get("etag")! })).status).toBe(304);
      expect((await get("/plain", { "accept-encoding": "gzip", "if-none-match": br.headers.get("etag")! })).status).toBe(200);
    });
  });

  describe("React Router's own requests", () => {
    it("keep their whole query: route discovery still answers its manifest", async () => {
      // Without its ?version= React Router would answer 204 ("your build is stale") and the browser reload.
      const manifest = await get(`/__manifest?paths=${encodeURIComponent("/plain")}&version=validators`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get("content-type")).toContain("json");
    });

    it("and so does a benchmark's parameter when asked for (EVENT_LOOP_PROBE), on every page", () => {
      const rules = queryRulesOf(build, ["bench"]);
      expect(rules("/plain")).toEqual(new Set(["bench"]));
      expect(rules("/list")).toEqual(new Set(["tag", "bench"]));
      expect(rules("/__manifest")).toBe("all");
    });
  });

  describe("a feed with validators", () => {
    it("carries a weak ETag and Last-Modified, and answers 304 when the reader's copy is current", async () => {
      const first = await get("/feed.xml");
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get("last-modified")).toBe(FEED_CHANGED.toUTCString());
      const byTag = await get("/feed.xml", { "if-none-match": etag });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe("");
      expect((await get("/feed.xml", { "if-modified-since": FEED_CHANGED.toUTCString() })).status).toBe(304);
      expect((await get("/feed.xml", { "if-modified-since": new Date(FEED_CHANGED.getTime() - 60_000).toUTCString() })).status).toBe(200);
      expect((await get("/feed.xml", { "if-none-match": 'W/"other"' })).status).toBe(200);
      expect((await get("/feed.xml", { "if-none-match": etag, "cache-control": "no-cache" })).status).toBe(200);
    });
  });
});
