import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, analyticsSalts, appState, pageViews, posts } from "~/db/schema";
import { action } from "~/routes/api/beacon";
import { flushBufferedBeacons, recordBeacon, SESSION_GAP_MS } from "~/services/analytics";
import type { AppServices } from "~/services/platform";
import { createPost, deletePost, listFooterFeaturedPosts } from "~/services/blog";
import { SITE_CONTENT_VERSION_KEY, bumpSiteContentVersion, expireSiteContentCacheOnChange } from "~/services/publishing";
import { createTestPost } from "../support/factories";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IP = "203.0.113.77";

describe(`page-view beacon (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database());
  });
  beforeEach(async () => {
    await db().delete(pageViews);
    await db().delete(analyticsEvents);
  });

  /** Sends a beacon, then stores what the route buffered, so the test reads what it sent. */
  async function post(body: string, headers: Record<string, string> = {}, ip = IP) {
    const request = new Request("http://localhost/api/beacon", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": CHROME, ...headers },
      body,
    });
    const context = createTestContext(services, { clientIp: ip });
    const result = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
    await flushBufferedBeacons(db());
    return result;
  }

  async function status(result: Awaited<ReturnType<typeof action>>) {
    return result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status;
  }

  it("stores a page view with its fields, the browser family and hashed ids, but no IP", async () => {
    const result = await post(
      JSON.stringify({ type: "pageview", path: "/team?x=1", referrer: "https://search.example/", screenWidth: 1280, screenHeight: 800, language: "en-US" }),
    );
    expect(await status(result)).toBe(204);
    const rows = await db().select().from(pageViews);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      path: "/team?x=1",
      referrer: "https://search.example/",
      screenWidth: 1280,
      screenHeight: 800,
      language: "en-US",
      browser: "Chrome",
      blogPostId: null,
    });
    expect(row.day).toBe(new Date().toISOString().slice(0, 10));
    expect(row.visitorId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(rows)).not.toContain(IP);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");
  });

  it("gives one visitor one id and session through the day, a new session after a pause, and new ids the next day", async () => {
    const day1 = new Date("2030-01-10T09:00:00Z");
    const source = { ip: IP, userAgent: CHROME };
    await recordBeacon(db(), { type: "pageview", path: "/" }, { ...source, now: day1 });
    await recordBeacon(db(), { type: "pageview", path: "/team" }, { ...source, now: new Date(day1.getTime() + 60_000) });
    await recordBeacon(db(), { type: "pageview", path: "/contact" }, { ...source, now: new Date(day1.getTime() + 60_000 + SESSION_GAP_MS + 1) });
    await recordBeacon(db(), { type: "pageview", path: "/" }, { ip: "198.51.100.9", userAgent: CHROME, now: day1 });
    const day2 = new Date("2030-01-11T09:00:00Z");
    await recordBeacon(db(), { type: "pageview", path: "/" }, { ...source, now: day2 });

    const rows = await db().select().from(pageViews).orderBy(pageViews.occurredAt, pageViews.path);
    const byPath = (path: string, day: string) => rows.find((row) => row.path === path && row.day === day && row.visitorId === rows[0]!.visitorId);
    const first = rows.find((row) => row.day === "2030-01-10" && row.path === "/team")!;
    const home = rows.filter((row) => row.day === "2030-01-10" && row.path === "/");
    const sameVisitorHome = home.find((row) => row.visitorId === first.visitorId)!;
    const otherVisitor = home.find((row) => row.visitorId !== first.visitorId)!;
    expect(sameVisitorHome.sessionId).toBe(first.sessionId);
    expect(otherVisitor).toBeDefined();
    expect(byPath("/contact", "2030-01-10")?.sessionId).not.toBe(first.sessionId);
    const nextDay = rows.find((row) => row.day === "2030-01-11")!;
    expect(nextDay.visitorId).not.toBe(first.visitorId);

    // Only the current day's salt is kept, so yesterday's hashes cannot be recomputed.
    const salts = await db().select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual(["2030-01-11"]);
  });

  it("records the post id the post page sends, only on a post path and only for a current post", async () => {
    const { id } = await createPost(db(), { title: "HSA limits", date: "2030-01-01", content: "<p>x</p>", category: "Compliance" });
    const unknownId = "6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f";
    await post(JSON.stringify({ type: "pageview", path: "/newsletter/hsa-limits", postId: id }));
    await post(JSON.stringify({ type: "pageview", path: "/newsletter/no-such-post", postId: unknownId }));
    await post(JSON.stringify({ type: "pageview", path: "/team", postId: id }));
    await post(JSON.stringify({ type: "pageview", path: "/newsletter/hsa-limits" }));
    const rows = await db().select().from(pageViews);
    expect(rows.filter((row) => row.blogPostId === id).map((row) => row.path)).toEqual(["/newsletter/hsa-limits"]);
    expect(rows.filter((row) => row.blogPostId === null)).toHaveLength(3);
    expect(await status(await post(JSON.stringify({ type: "pageview", path: "/newsletter/hsa-limits", postId: "hsa-limits' or 1=1" })))).toBe(400);
    await deletePost(db(), id);
  });

  it("stores events with their parameters", async () => {
    const result = await post(
      JSON.stringify({ type: "event", name: "begin_checkout", path: "/training/chsa", params: { currency: "USD", value: 500, item: "CHSA" } }),
    );
    expect(await status(result)).toBe(204);
    const [row] = await db().select().from(analyticsEvents);
    expect(row).toMatchObject({ name: "begin_checkout", path: "/training/chsa", params: { currency: "USD", value: 500, item: "CHSA" } });
  });

  it("refuses a lead sent by a browser: only a stored consultation request counts as one", async () => {
    const before = (await db().select().from(analyticsEvents)).length;
    const result = await post(JSON.stringify({ type: "event", name: "generate_lead", path: "/", params: { currency: "USD", value: 100 } }));
    expect(await status(result)).toBe(400);
    expect(await db().select().from(analyticsEvents)).toHaveLength(before);
  });

  it("rejects bad bodies without storing anything", async () => {
    expect(await status(await post("not json"))).toBe(400);
    expect(await status(await post(JSON.stringify({ type: "event", name: "evil", path: "/" })))).toBe(400);
    expect(await status(await post(JSON.stringify({ type: "pageview", path: "javascript:alert(1)" })))).toBe(400);
    expect(await status(await post(JSON.stringify({ type: "pageview", path: `/${"a".repeat(5000)}` })))).toBe(413);
    expect(await status(await post("{}", { "content-length": "999999" }))).toBe(413);
    expect(await db().select().from(pageViews)).toHaveLength(0);
    expect(await db().select().from(analyticsEvents)).toHaveLength(0);
  });
});

describe(`footer featured posts (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("lists nothing without featured posts, then the two newest featured ones", async () => {
    expect(await listFooterFeaturedPosts(db())).toEqual([]);
    for (const post of [
      { title: "Old featured", date: "2024-01-01", featured: true },
      { title: "Newest featured", date: "2025-06-01", featured: true },
      { title: "Middle featured", date: "2025-01-01", featured: true },
      { title: "Newest plain", date: "2025-07-01", featured: false },
    ])
      await createTestPost(db(), post);
    const featured = await listFooterFeaturedPosts(db());
    expect(featured.map((post) => post.title)).toEqual(["Newest featured", "Middle featured"]);
    expect(featured[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reuses a just-verified copy until another instance's change is announced", async () => {
    const stopWatching = await expireSiteContentCacheOnChange(database());
    try {
      const [first] = await listFooterFeaturedPosts(db());
      // Another instance's write: the shared version moves, this process's write path is not involved.
      const renameElsewhere = (title: string) =>
        db().transaction(async (tx) => {
          await tx.update(posts).set({ title }).where(eq(posts.id, first!.id));
          await bumpSiteContentVersion(tx);
        });
      await db().transaction(async (tx) => {
        await tx.update(posts).set({ title: "Renamed quietly" }).where(eq(posts.id, first!.id));
        await tx
          .update(appState)
          .set({ version: sql`${appState.version} + 1` })
          .where(eq(appState.key, SITE_CONTENT_VERSION_KEY));
      });
      // Without an announcement the footer keeps its verified copy for a few seconds (no query per page).
      expect((await listFooterFeaturedPosts(db()))[0]!.title).toBe(first!.title);
      await renameElsewhere("Renamed and announced");
      await expect.poll(async () => (await listFooterFeaturedPosts(db()))[0]!.title).toBe("Renamed and announced");
    } finally {
      await stopWatching();
    }
  });
});
