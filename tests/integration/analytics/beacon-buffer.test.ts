import { describe, expect, it } from "vitest";
import { pageViews } from "~/db/schema";
import type { DashboardQuery } from "~/lib/analytics/dashboard-query";
import type { Beacon } from "~/lib/analytics/beacon-schema";
import { analyticsDashboard, bufferBeacon, flushBufferedBeacons, rollUpClosedDays } from "~/services/analytics";
import { createLogger } from "~/services/platform";
import { createTestPost } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { CHROME_DESKTOP, GOOGLEBOT } from "./known-traffic";

const DAY = "2030-05-06";
const at = (time: string) => new Date(`${DAY}T${time}Z`);
const logger = createLogger("silent");

describe(`buffered beacons (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const view = (path: string, when: Date, extra: Partial<Extract<Beacon, { type: "pageview" }>> = {}, userAgent = CHROME_DESKTOP) =>
    bufferBeacon(
      db(),
      logger,
      { type: "pageview", path, referrer: "https://www.google.com/", screenWidth: 1280, screenHeight: 800, language: "en-US", ...extra },
      { ip: "81.2.69.142", userAgent, now: when, ownHosts: ["localhost"] },
    );

  it("answers at once, stores nothing until the flush, then a batch in arrival order with its visits settled", async () => {
    const post = await createTestPost(db(), { title: "Contribution limits for 2030" });
    expect(view("/", at("09:00:00"))).toEqual({ recorded: true });
    expect(view(`/blog/${post.slug}`, at("09:01:00"), { referrer: "http://localhost/", postId: post.id })).toEqual({ recorded: true });
    // A post id is kept only when it names a current post.
    expect(view("/blog/no-such-post", at("09:02:00"), { referrer: "http://localhost/", postId: "6f1c2f9e-2b7a-4c1e-9d3a-1a2b3c4d5e6f" })).toEqual({
      recorded: true,
    });
    expect(view("/", at("09:03:00"), {}, GOOGLEBOT)).toEqual({ recorded: false, reason: "bot" });
    expect(await db().select().from(pageViews)).toHaveLength(0);

    await flushBufferedBeacons(db());
    const rows = await db().select().from(pageViews).orderBy(pageViews.occurredAt);
    expect(rows.map((row) => [row.path, row.browser, row.os, row.country, row.source, row.blogPostId])).toEqual([
      ["/", "Chrome", "Windows", "GB", "google.com", null],
      [`/blog/${post.slug}`, "Chrome", "Windows", "GB", "google.com", post.id],
      ["/blog/no-such-post", "Chrome", "Windows", "GB", "google.com", null],
    ]);
    // One visitor, one visit: the later views of the batch continue the first one's visit and keep its source.
    expect(new Set(rows.map((row) => row.visitorId)).size).toBe(1);
    expect(new Set(rows.map((row) => row.sessionId)).size).toBe(1);
  });

  it("continues a stored visit from a later batch, and starts a new one after the 30-minute pause", async () => {
    view("/team", at("09:20:00"), { referrer: null });
    view("/contact", at("10:00:00"), { referrer: null });
    await flushBufferedBeacons(db());
    const rows = await db().select().from(pageViews).orderBy(pageViews.occurredAt);
    expect(rows).toHaveLength(5);
    expect(rows[3]!.sessionId).toBe(rows[0]!.sessionId);
    expect(rows[3]!.source).toBe("google.com");
    expect(rows[4]!.sessionId).not.toBe(rows[0]!.sessionId);
    expect(rows[4]!.source).toBeNull();
  });

  it("counts the post view under its title, from the raw rows and after the rollup", async () => {
    const posts = async () =>
      (
        await analyticsDashboard(
          db(),
          { userType: "admin" },
          { period: "custom", custom: { from: DAY, to: DAY }, filters: {} },
          { now: new Date("2030-05-07T12:00:00Z") },
        )
      ).breakdowns.posts.map((row) => [row.label, row.visitors, row.secondary]);
    expect(await posts()).toEqual([["Contribution limits for 2030", 1, 1]]);
    expect(await rollUpClosedDays(db(), new Date("2030-05-07T12:00:00Z"))).toEqual([DAY]);
    expect(await posts()).toEqual([["Contribution limits for 2030", 1, 1]]);
  });

  it("reads what is still waiting before the dashboard answers", async () => {
    view("/pricing", new Date("2030-05-08T11:00:00Z"));
    const dashboard = await analyticsDashboard(db(), { userType: "admin" }, { period: "today", filters: {} }, { now: new Date("2030-05-08T11:00:30Z") });
    expect(dashboard.breakdowns.pages.map((row) => row.value)).toContain("/pricing");
  });

  it("reads today from the rollup an earlier request wrote while it is younger than the allowed age, on any instance", async () => {
    const may8 = (time: string) => new Date(`2030-05-08T${time}Z`);
    const pages = async (now: Date, todayMaxAgeSeconds?: number) =>
      (await analyticsDashboard(db(), { userType: "admin" }, { period: "today", filters: {} }, { now, todayMaxAgeSeconds })).breakdowns.pages
        .map((row) => row.value)
        .sort();
    // Today's rollup is only used once yesterday's is final.
    expect(await rollUpClosedDays(db(), may8("11:00:40"))).toEqual(["2030-05-07"]);
    // The previous test's request wrote today's rollup at 11:00:30.
    expect(await pages(may8("11:00:45"))).toEqual(["/pricing"]);
    view("/faq", may8("11:00:50"));
    // That rollup is 25 s old: /faq waits for the next recomputation, unless no age is allowed.
    expect(await pages(may8("11:00:55"))).toEqual(["/pricing"]);
    expect(await pages(may8("11:00:55"), 0)).toEqual(["/faq", "/pricing"]);
    view("/about", may8("11:01:00"));
    expect(await pages(may8("11:01:20"))).toEqual(["/faq", "/pricing"]);
    expect(await pages(may8("11:01:26"))).toEqual(["/about", "/faq", "/pricing"]);
  });

  it("keeps today's rollup per filter value for a view narrowed by one filter, and never serves one value's to another", async () => {
    const may8 = (time: string) => new Date(`2030-05-08T${time}Z`);
    const viewsOf = async (filters: DashboardQuery["filters"], now: Date, todayMaxAgeSeconds?: number) =>
      (await analyticsDashboard(db(), { userType: "admin" }, { period: "today", filters }, { now, todayMaxAgeSeconds })).totals.views;
    // The visit read /pricing, /faq and /about (one visitor, minutes apart): filtered by /faq it is the whole visit.
    expect(await viewsOf({ page: "/faq" }, may8("11:02:00"))).toBe(3);
    view("/faq", may8("11:02:05"));
    expect(await viewsOf({ page: "/faq" }, may8("11:02:10"))).toBe(3);
    expect(await viewsOf({ page: "/faq" }, may8("11:02:10"), 0)).toBe(4);
    expect(await viewsOf({ page: "/contact" }, may8("11:02:10"))).toBe(0);
    expect(await viewsOf({ page: "/faq" }, may8("11:02:31"))).toBe(4);
  });
});
