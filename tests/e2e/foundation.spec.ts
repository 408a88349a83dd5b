import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

test.describe("document shell @responsive", () => {
  test("home page is server-rendered with language, title, description and a skip link", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('name="description"');
    expect(html).toContain('rel="canonical"');

    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(page.locator("main#main")).toBeVisible();
  });
});

test.describe("HTTP behaviour", () => {
  test("security headers with a fresh CSP nonce on every response, inline scripts allowed only by nonce or hash", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"]!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline';script");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
    expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const otherNonce = /'nonce-([^']+)'/.exec(second.headers()["content-security-policy"]!)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(otherNonce);
    const html = await first.text();
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes!) || /application\/ld\+json/.test(attributes!)) continue;
      const hash = `'sha256-${createHash("sha256").update(content!).digest("base64")}'`;
      const byNonce = attributes!.includes(`nonce="${/'nonce-([^']+)'/.exec(scriptSrc)?.[1]}"`);
      expect(byNonce || scriptSrc.includes(hash), `inline script allowed: ${content!.slice(0, 60)}`).toBe(true);
    }
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["strict-transport-security"]).toBeUndefined();
    expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the browser reports no CSP violation and runs the page's script", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    // The page view's beacon is sent once the enhancement script ran (a quiet network is not a
    // signal under the whole suite's load); the reload is served from the page cache.
    const ran = page.waitForRequest((request) => request.url().endsWith("/api/beacon"));
    await page.reload({ waitUntil: "load" });
    await ran;
    expect(violations).toEqual([]);
  });

  test("rendered public pages are cached with an ETag and revalidate with 304", async ({ request }) => {
    // The blog list reads ?q=, so a search of its own is a page no other test has asked for.
    const probe = `/newsletter?q=cache-probe-${Date.now()}`;
    const first = await request.get(probe);
    expect(first.headers()["x-cache"]).toBeUndefined();
    await request.get(probe);
    const warm = await request.get(probe);
    expect(warm.headers()["x-cache"]).toBe("HIT");
    const etag = warm.headers()["etag"]!;
    expect(etag).toBeTruthy();
    const revalidated = await request.get(probe, { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
    expect((await request.get("/healthz")).headers()["x-cache"]).toBeUndefined();
  });

  test("pages are compressed and hashed assets are pre-compressed and immutable", async ({ request }) => {
    const page = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-type"]).toContain("javascript");
  });

  test("health and readiness endpoints", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.text()).toBe("ready");
  });

  test("unknown paths answer 404 and bad paths never 500", async ({ request }) => {
    expect((await request.get("/no-such-page")).status()).toBe(404);
    expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
    for (const path of ["/%E0%A4%A", "/%", `/${"a".repeat(6000)}`, "/?q=%ZZ&x[]=1&x[]=2", "/..%2f..%2fetc%2fpasswd"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toMatch(/\bat \S+:\d+:\d+/);
    }
  });
});
