import { beforeAll, describe, expect, it } from "vitest";
import { loader as legacyLoader } from "~/routes/blog/legacy-post";
import { loader as listRouteLoader } from "~/routes/blog/list";
import { loader as postRouteLoader } from "~/routes/blog/post";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { loader as rssLoader } from "~/routes/seo/rss";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import type { AppServices } from "~/services/platform";
import { seedDefaultPosts } from "~/services/blog";
import { SYSTEM_ACTOR } from "~/services/auth";
import { saveContent } from "~/services/site-content";
import { teamContent } from "~/content/team";
import { createTestContext, createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const SITE = "https://www.example.com";
type AnyArgs = Parameters<typeof listRouteLoader>[0];

/** The loaders answer data plus headers (no-store while serving a fallback copy). */
const listLoader = async (loaderArgs: AnyArgs) => (await listRouteLoader(loaderArgs)).data;
const postLoader = async (loaderArgs: never) => (await postRouteLoader(loaderArgs)).data;
const cacheControl = (result: { init?: ResponseInit | null }) => new Headers(result.init?.headers).get("Cache-Control");

function args(services: AppServices, path: string, params: Record<string, string> = {}): AnyArgs {
  return { request: new Request(`${SITE}${path}`), params, context: createTestContext(services) } as unknown as AnyArgs;
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown response");
}

describe("blog routes", () => {
  const database = useTestDatabase();
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    await seedDefaultPosts(database().db);
  });

  it("lists posts at /newsletter and /blog", async () => {
    const newsletter = await listLoader(args(services, "/newsletter"));
    expect(newsletter.basePath).toBe("/newsletter");
    expect(newsletter.posts.length).toBe(4);
    expect((await listLoader(args(services, "/blog?type=news"))).posts.map((post) => post.category)).toEqual(["Compliance"]);
  });

  it("shows a post by slug and sends unknown slugs to /newsletter", async () => {
    const page = await postLoader(args(services, "/newsletter/navigating-hsa-compliance-in-2024", { slug: "navigating-hsa-compliance-in-2024" }) as never);
    expect(page.post.title).toBe("Navigating HSA Compliance in 2024");
    const missing = await thrownResponse(postLoader(args(services, "/newsletter/nope", { slug: "nope" }) as never));
    expect(missing.status).toBe(302);
    expect(missing.headers.get("Location")).toBe("/newsletter");
  });

  it("answers /blog/{legacy id or UUID} with 301 to the slug, unknown ids to /newsletter", async () => {
    const legacy = await thrownResponse(legacyLoader(args(services, "/blog/hsa-compliance-2024", { postId: "hsa-compliance-2024" }) as never));
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get("Location")).toBe("/newsletter/navigating-hsa-compliance-in-2024");
    const { post } = await postLoader(args(services, "/", { slug: "hsa-investment-strategies-for-long-term-growth" }) as never);
    const byUuid = await thrownResponse(legacyLoader(args(services, `/blog/${post.id}`, { postId: post.id }) as never));
    expect(byUuid.headers.get("Location")).toBe("/newsletter/hsa-investment-strategies-for-long-term-growth");
    const unknown = await thrownResponse(legacyLoader(args(services, "/blog/whatever", { postId: "whatever" }) as never));
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/newsletter");
  });

  it("serves robots.txt, the RSS feed and the sitemap", async () => {
    const robots = await robotsLoader(args(services, "/robots.txt") as never);
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const rss = await rssLoader(args(services, "/rss.xml") as never);
    expect(rss.headers.get("Content-Type")).toContain("application/rss+xml");
    expect((await rss.text()).match(/<item>/g)?.length).toBe(4);
    const sitemap = await (await sitemapLoader(args(services, "/sitemap.xml") as never)).text();
    expect(sitemap).toContain(`<loc>${SITE}/newsletter/weekly-hsa-news-june-14-2024</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/privacy-policy</loc>`);
    expect(sitemap).not.toContain(`<loc>${SITE}/blog</loc>`);
  });

  it("falls back to the last good copy when the database fails, and says so", async () => {
    const before = await listLoader(args(services, "/newsletter"));
    expect(before.usedFallback).toBe(false);
    expect(cacheControl(await listRouteLoader(args(services, "/newsletter")))).toBeNull();
    await database().close();
    const after = await listLoader(args(services, "/newsletter"));
    expect(after.usedFallback).toBe(true);
    // The fallback page must not be kept by the page cache or any proxy.
    expect(cacheControl(await listRouteLoader(args(services, "/newsletter")))).toBe("no-store");
    expect(after.posts.map((post) => post.id)).toEqual(before.posts.map((post) => post.id));
    const page = await postLoader(args(services, "/", { slug: "navigating-hsa-compliance-in-2024" }) as never);
    expect(page.usedFallback).toBe(true);
    expect((await listLoader(args(services, "/newsletter?q=telehealth"))).posts.map((post) => post.slug)).toEqual([
      "telehealth-and-hsas-what-the-trend-means-for-you",
    ]);
  });
});

describe("blog routes without any good copy", () => {
  const database = useTestDatabase();

  it("fall back to the built-in posts, the first two featured", async () => {
    const services = createTestServices(database(), { SITE_URL: SITE });
    await database().close();
    const list = await listLoader(args(services, "/newsletter"));
    expect(list.usedFallback).toBe(true);
    expect(list.posts.map((post) => post.title).sort()).toEqual([
      "HSA Investment Strategies for Long-Term Growth",
      "Navigating HSA Compliance in 2024",
      "Telehealth and HSAs: What the Trend Means for You",
      "Weekly HSA News: June 14, 2024",
    ]);
    expect(list.posts.filter((post) => post.featured).map((post) => post.legacyId)).toEqual(["hsa-compliance-2024", "telehealth-hsa-trends"]);
    const newsletter = await postLoader(args(services, "/", { slug: "weekly-hsa-news-june-14-2024" }) as never);
    expect(newsletter.post.newsItems.length).toBe(4);
    const legacy = await thrownResponse(legacyLoader(args(services, "/blog/telehealth-hsa-trends", { postId: "telehealth-hsa-trends" }) as never));
    expect(legacy.headers.get("Location")).toBe("/newsletter/telehealth-and-hsas-what-the-trend-means-for-you");
  });
});

describe("the sitemap's dates and the feeds' validators", () => {
  const database = useTestDatabase();
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database(), { SITE_URL: SITE });
    await seedDefaultPosts(database().db);
  });

  it("dates each page of the sitemap by its own content, and gives the feeds validators", async () => {
    const teamEntry = (xml: string) => new RegExp(`<loc>${SITE}/team</loc>(\\s*<lastmod>([^<]+)</lastmod>)?`).exec(xml)?.[2] ?? null;
    const before = await sitemapLoader(args(services, "/sitemap.xml") as never);
    expect(teamEntry(await before.text()), "built-in content has no date the site knows").toBeNull();
    const published = new Date("2026-02-03T04:05:06.000Z");
    await saveContent(
      database().db,
      SYSTEM_ACTOR,
      { id: teamContent.id, expectedVersion: 0, data: teamContent.documents[0]!.defaults, intent: { kind: "publish" } },
      published,
    );
    const after = await sitemapLoader(args(services, "/sitemap.xml") as never);
    expect(teamEntry(await after.text())).toBe(published.toISOString());
    expect(after.headers.get("ETag")).toMatch(/^W\/"[\w-]+"$/);
    expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    expect(new Date(after.headers.get("Last-Modified")!).getTime()).toBeGreaterThanOrEqual(published.getTime());
    for (const response of [await rssLoader(args(services, "/rss.xml") as never), await robotsLoader(args(services, "/robots.txt") as never)]) {
      expect(response.headers.get("ETag")).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers.get("Last-Modified")).toMatch(/GMT$/);
    }
  });
});
