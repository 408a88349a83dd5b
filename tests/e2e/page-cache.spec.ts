import { expect, test } from "@playwright/test";
import { BEACON_PATH } from "~/lib/analytics/analytics-events";

test.describe("cached public pages", () => {
  test("a cached page's enhancement script runs with no CSP violation", async ({ page, request }) => {
    const path = "/team?csp-probe";
    for (let i = 0; i < 3; i++) await request.get(path);
    expect((await request.get(path)).headers()["x-cache"]).toBe("HIT");

    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The enhancement script's page tracking sends a beacon once it runs.
    const beacon = page.waitForRequest((sent) => sent.url().includes(BEACON_PATH));
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    await beacon;
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("a query string the page ignores renders the same page", async ({ request }) => {
    const plain = await request.get("/team");
    const withQuery = await request.get(`/team?b=${Date.now()}`);
    expect(withQuery.status()).toBe(200);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(await withQuery.text())).toBe(title(await plain.text()));
  });

  test("an ad click with its own click id is served warm, and its page view still carries the campaign", async ({ page, request }) => {
    for (let i = 0; i < 2; i++) await request.get("/services/compliance");
    const click = `gclid=${Date.now()}x&utm_source=newsletter&utm_medium=email&utm_campaign=spring-${Date.now()}`;
    const beacon = page.waitForRequest((sent) => sent.url().includes(BEACON_PATH) && sent.postDataJSON()?.type === "pageview");
    const response = await page.goto(`/services/compliance?${click}`);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    // The cached page was rendered without the click's parameters: none of them is in its HTML.
    expect(await response?.text()).not.toContain("gclid");
    const view = (await beacon).postDataJSON() as { path: string };
    expect(view.path).toBe(`/services/compliance?${click}`);
  });

  test("HEAD on a cached page answers its headers without a body", async ({ request }) => {
    for (let i = 0; i < 3; i++) await request.get("/?head-probe");
    const head = await request.head("/?head-probe");
    expect(head.status()).toBe(200);
    expect(head.headers()["x-cache"]).toBe("HIT");
    expect(head.headers()["x-frame-options"]).toBe("DENY");
    expect(await head.body()).toHaveLength(0);
  });
});

test.describe("HEAD", () => {
  test("answers the headers GET does, Content-Encoding included, for pages, feeds and error pages", async ({ request }) => {
    const gzip = { "accept-encoding": "gzip" };
    for (const path of ["/rss.xml", "/sitemap.xml", "/robots.txt", "/contact", "/svcs/team", "/no-such-page"]) {
      const get = await request.get(path, { headers: gzip });
      const head = await request.head(path, { headers: gzip });
      expect(head.status(), path).toBe(get.status());
      expect(get.headers()["content-encoding"], path).toBe("gzip");
      expect(head.headers()["content-encoding"], path).toBe("gzip");
      expect(head.headers()["vary"], path).toBe(get.headers()["vary"]);
      expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
      expect(await head.body(), path).toHaveLength(0);
    }
  });
});
