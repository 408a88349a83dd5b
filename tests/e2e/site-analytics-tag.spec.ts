import { expect, test } from "@playwright/test";

test.describe("optional GA4 tag", () => {
  test("without an analytics ID no third-party script is referenced, and our loader file is served", async ({ request }) => {
    for (const path of ["/", "/team", "/contact", "/no-such-page"]) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).not.toContain("ga-loader");
      expect(html, path).not.toContain("googletagmanager");
      expect(response.headers()["content-security-policy"], path).not.toContain("googletagmanager");
    }
    const loader = await request.get("/scripts/ga-loader.js");
    expect(loader.status()).toBe(200);
    expect(loader.headers()["content-type"]).toContain("javascript");
  });
});
