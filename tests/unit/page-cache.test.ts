import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashNoncedScripts, MAX_STORES_AT_ONCE, PageCache, representation } from "../../server/page-cache";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashNoncedScripts", () => {
  it("hashes only scripts carrying the render's nonce and strips the nonce everywhere", () => {
    const html =
      '<link rel="modulepreload" href="/a.js" nonce="N1"/><script nonce="N1">window.a=1</script>' +
      '<script type="module" nonce="N1">import "/a.js";</script><script>alert("injected")</script>' +
      '<script nonce="other">alert(2)</script>';
    const { html: out, hashes } = hashNoncedScripts(html, "N1");
    expect(hashes).toEqual([sha("window.a=1"), sha('import "/a.js";')]);
    expect(out).not.toContain('nonce="N1"');
    expect(out).toContain('<script>alert("injected")</script>');
    expect(hashes).not.toContain(sha('alert("injected")'));
    expect(hashes).not.toContain(sha("alert(2)"));
  });

  it("treats regex characters in the nonce literally", () => {
    const { hashes } = hashNoncedScripts('<script nonce="a+b/c==">x()</script><script nonce="aab/c==">y()</script>', "a+b/c==");
    expect(hashes).toEqual([sha("x()")]);
  });
});

describe("PageCache", () => {
  const html = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8", ...headers } });

  it("caches public GET pages only", () => {
    const cache = new PageCache();
    expect(cache.keyFor("GET", "/team", "/team?x=1")).toBe("/team?x=1");
    expect(cache.keyFor("POST", "/team", "/team")).toBeNull();
    expect(cache.keyFor("GET", "/svcs/team", "/svcs/team")).toBeNull();
    expect(cache.keyFor("GET", "/svcs/admin-dashboard.data", "/svcs/admin-dashboard.data")).toBeNull();
    expect(cache.keyFor("GET", "/api/beacon", "/api/beacon")).toBeNull();
    expect(cache.keyFor("GET", "/x", `/x?${"a".repeat(3000)}`)).toBeNull();
  });

  it("stores 200 HTML with compressed copies, each with its own strong ETag", async () => {
    const cache = new PageCache();
    const page = (await cache.store("/", cache.currentGeneration(), html('<p>hi</p><script nonce="n">go()</script>'), "n"))!;
    expect(page.body.toString()).toBe("<p>hi</p><script>go()</script>");
    expect(page.gzip.length).toBeGreaterThan(0);
    expect(page.br.length).toBeGreaterThan(0);
    const etags = (["identity", "gzip", "br"] as const).map((encoding) => representation(page, encoding).etag);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(3);
    expect(representation(page, "br").body).toBe(page.br);
    expect(cache.get("/")).toBe(page);
  });

  it("keys a page on the query parameters it reads, in their order, and drops every other", () => {
    const reads: Record<string, ReadonlySet<string>> = { "/newsletter": new Set(["type", "tag", "q", "page"]) };
    const cache = new PageCache((path) => reads[path] ?? new Set());
    expect(cache.keyFor("GET", "/team", "/team?utm_source=x&gclid=abc")).toBe("/team");
    expect(cache.keyFor("GET", "/team", "/team")).toBe("/team");
    expect(cache.keyFor("HEAD", "/", "/?fbclid=1&msclkid=2&utm_campaign=spring")).toBe("/");
    expect(cache.keyFor("GET", "/newsletter", "/newsletter?gclid=1&tag=HSA&utm_medium=cpc&page=2")).toBe("/newsletter?tag=HSA&page=2");
    expect(cache.keyFor("GET", "/newsletter", "/newsletter?q=a+b&q=c")).toBe("/newsletter?q=a+b&q=c");
    expect(cache.keyFor("GET", "/team.data", "/team.data?_routes=x")).toBe("/team.data?_routes=x");
    expect(cache.keyFor("GET", "/svcs/team", "/svcs/team?gclid=1")).toBeNull();
    expect(cache.keyFor("GET", "/x", `/x?gclid=${"a".repeat(3000)}`)).toBeNull();
  });

  it.each([
    ["a 404", new Response("x", { status: 404, headers: { "content-type": "text/html" } })],
    ["no-store", html("x", { "cache-control": "no-store" })],
    ["private", html("x", { "cache-control": "private, max-age=0" })],
    ["a cookie", html("x", { "set-cookie": "a=b" })],
    ["JSON", new Response("{}", { status: 200, headers: { "content-type": "application/json" } })],
  ])("does not store %s", async (_label, response) => {
    const cache = new PageCache();
    expect(await cache.store("/k", cache.currentGeneration(), response, "n")).toBeNull();
    expect(cache.get("/k")).toBeUndefined();
  });

  it("admits a key on its second request", () => {
    const cache = new PageCache();
    expect(cache.admit("/a")).toBe(false);
    expect(cache.admit("/a")).toBe(true);
    cache.clear();
    expect(cache.admit("/a")).toBe(false);
  });

  it("lets one request store a key at a time, and at most MAX_STORES_AT_ONCE keys at once", () => {
    const cache = new PageCache();
    const keys = Array.from({ length: MAX_STORES_AT_ONCE + 1 }, (_, i) => `/k${i}`);
    for (const key of keys) cache.admit(key);
    expect(cache.admit("/k0")).toBe(true);
    expect(cache.admit("/k0")).toBe(false);
    for (const key of keys.slice(1, -1)) expect(cache.admit(key)).toBe(true);
    expect(cache.admit(keys.at(-1)!)).toBe(false);
    cache.release("/k0");
    expect(cache.admit(keys.at(-1)!)).toBe(true);
    expect(cache.admit("/k0")).toBe(false);
    cache.release(keys.at(-1)!);
    expect(cache.admit("/k0")).toBe(true);
  });

  it("drops everything on clear and refuses renders that started before it", async () => {
    const cache = new PageCache();
    await cache.store("/a", cache.currentGeneration(), html("a"), "n");
    const before = cache.currentGeneration();
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
    const late = await cache.store("/b", before, html("b"), "n");
    expect(late).not.toBeNull();
    expect(cache.get("/b")).toBeUndefined();
  });
});
