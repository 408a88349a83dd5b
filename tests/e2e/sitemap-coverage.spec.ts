import { expect, test } from "@playwright/test";

const locationsIn = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

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

test("the sitemap lists canonical addresses only, and a crawler following links from the home page reaches each of them", async ({ request }) => {
  const listed = locationsIn(await (await request.get("/sitemap.xml")).text());
  expect(listed).not.toContain("/blog");
  const wanted = new Set(listed);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  // Breadth-first over the site's own pages, as a search engine's crawler walks it.
  while (queue.length > 0 && seen.size < 400) {
    const html = await (await request.get(queue.shift()!)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) {
      const path = decodeURI(href!).replace(/\/$/, "") || "/";
      if (seen.has(path) || path.startsWith("/svcs") || path.startsWith("/api") || /\.\w+$/.test(path)) continue;
      seen.add(path);
      queue.push(encodeURI(path));
    }
  }
  expect(listed.filter((path) => !seen.has(decodeURI(path)))).toEqual([]);
  expect(wanted.size).toBeGreaterThan(20);
});
