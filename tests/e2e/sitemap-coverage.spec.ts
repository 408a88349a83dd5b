import { expect, test } from "@playwright/test";

test("every address in the sitemap answers 200 and is a page of this site", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.length).toBeGreaterThan(20);
  for (const location of locations) {
    const url = new URL(location);
    expect(url.origin).toBe(new URL(baseURL!).origin);
    const response = await request.get(url.pathname, { maxRedirects: 0 });
    expect(response.status(), url.pathname).toBe(200);
  }
});
