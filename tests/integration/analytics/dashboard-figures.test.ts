import { beforeAll, describe, expect, it } from "vitest";
import { pageViews } from "~/db/schema";
import { type BreakdownKey } from "~/lib/analytics/breakdowns";
import type { DashboardQuery } from "~/lib/analytics/dashboard-query";
import { analyticsDashboard, type DashboardData, deleteExpiredRawRows, realtimeVisitors, rollUpClosedDays } from "~/services/analytics";
import { NotPermittedError } from "~/services/auth";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { NOW, recordKnownTraffic } from "./known-traffic";

const week: DashboardQuery = { period: "7d", filters: {} };
const admin = { userType: "admin" as const };

function rowsOf(data: DashboardData, key: BreakdownKey) {
  return data.breakdowns[key].map(({ label, visitors, secondary, share }) => [label, visitors, secondary, share]);
}

/** Every figure of the known traffic over the last 7 days, unfiltered. */
function expectKnownWeek(data: DashboardData) {
  expect(data.totals).toEqual({ visitors: 4, visits: 4, views: 6, bounces: 2, timeOnPageSeconds: 120, timeOnPageSamples: 2 });
  expect(data.previousTotals).toEqual({ visitors: 0, visits: 0, views: 0, bounces: 0, timeOnPageSeconds: 0, timeOnPageSamples: 0 });
  expect(data.series.map((point) => [point.bucket, point.visitors, point.views])).toEqual([
    ["2030-03-04", 0, 0],
    ["2030-03-05", 0, 0],
    ["2030-03-06", 0, 0],
    ["2030-03-07", 0, 0],
    ["2030-03-08", 2, 3],
    ["2030-03-09", 1, 1],
    ["2030-03-10", 1, 2],
  ]);
  expect(rowsOf(data, "pages")).toEqual([
    ["/", 3, 3, 75],
    ["/team", 2, 2, 50],
    ["/contact", 1, 1, 25],
  ]);
  expect(rowsOf(data, "entry-pages")).toEqual([
    ["/", 3, 3, 75],
    ["/team", 1, 1, 25],
  ]);
  expect(rowsOf(data, "sources")).toEqual([
    ["Direct / None", 2, 2, 50],
    ["google.com", 1, 1, 25],
    ["news.example.com", 1, 1, 25],
  ]);
  expect(rowsOf(data, "campaigns")).toEqual([["spring", 1, 1, 25]]);
  expect(rowsOf(data, "countries")).toEqual([
    ["United Kingdom", 2, 2, 50],
    ["Unknown", 1, 1, 25],
    ["United States", 1, 1, 25],
  ]);
  expect(rowsOf(data, "browsers")).toEqual([
    ["Chrome", 3, 3, 75],
    ["Firefox", 1, 1, 25],
  ]);
  expect(rowsOf(data, "operating-systems")).toEqual([
    ["Windows", 2, 2, 50],
    ["macOS", 1, 1, 25],
    ["Android", 1, 1, 25],
  ]);
  expect(rowsOf(data, "devices")).toEqual([
    ["Desktop", 2, 2, 50],
    ["Laptop", 1, 1, 25],
    ["Mobile", 1, 1, 25],
  ]);
  expect(rowsOf(data, "languages")).toEqual([
    ["British English", 2, 2, 50],
    ["German (Germany)", 1, 1, 25],
    ["American English", 1, 1, 25],
  ]);
  expect(data.goals.map(({ label, events, visitors, conversionRate, value }) => [label, events, visitors, conversionRate, value])).toEqual([
    ["Course checkout started", 1, 1, 25, 500],
    ["Consultation request (lead)", 1, 1, 25, 100],
    ["Time on page reported", 2, 2, 50, 0],
  ]);
}

describe(`analytics dashboard figures (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const dashboard = (query: DashboardQuery = week) => analyticsDashboard(db(), admin, query, { now: NOW });

  beforeAll(async () => {
    await recordKnownTraffic(db());
  });

  it("does not store bots, signed-in staff or admin-area views, and stores a country code, never the IP", async () => {
    const rows = await db().select().from(pageViews);
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.country).sort()).toEqual(["GB", "GB", "GB", "US", null, null]);
    expect(JSON.stringify(rows)).not.toContain("81.2.69");
  });

  /** One filter: answered by the rollups per filter value once the days are rolled up, also after the raw rows expire. */
  async function expectKnownSingleFilters() {
    const gb = await dashboard({ period: "7d", filters: { country: "GB" } });
    expect(gb.filteredSince).toBeNull();
    expect(gb.totals).toEqual({ visitors: 2, visits: 2, views: 3, bounces: 1, timeOnPageSeconds: 120, timeOnPageSamples: 2 });
    expect(gb.series.map((point) => [point.bucket, point.visitors, point.views]).filter(([, , views]) => views)).toEqual([
      ["2030-03-08", 1, 2],
      ["2030-03-09", 1, 1],
    ]);
    expect(rowsOf(gb, "pages")).toEqual([
      ["/team", 2, 2, 100],
      ["/", 1, 1, 50],
    ]);
    expect(rowsOf(gb, "countries")).toEqual([["United Kingdom", 2, 2, 100]]);
    expect(gb.goals.map((goal) => [goal.name, goal.events, goal.conversionRate])).toEqual([
      ["generate_lead", 1, 50],
      ["time_on_page", 2, 100],
    ]);
    const contact = await dashboard({ period: "7d", filters: { page: "/contact" } });
    expect(contact.totals).toMatchObject({ visitors: 1, views: 2 });
    expect(contact.goals.map((goal) => [goal.name, goal.value])).toEqual([["begin_checkout", 500]]);
    const direct = await dashboard({ period: "7d", filters: { source: "(none)" } });
    expect(direct.totals).toMatchObject({ visitors: 2, visits: 2 });
  }

  /** Several filters: read from the raw rows of the period. */
  async function expectKnownCombinedFilters() {
    const gbFromGoogle = await dashboard({ period: "7d", filters: { country: "GB", source: "google.com" } });
    expect(gbFromGoogle.totals).toMatchObject({ visitors: 1, visits: 1, views: 2, bounces: 0 });
    const direct = await dashboard({ period: "7d", filters: { source: "(none)", device: "Mobile" } });
    expect(direct.totals).toMatchObject({ visitors: 1, views: 1 });
    expect(rowsOf(direct, "campaigns")).toEqual([["spring", 1, 1, 100]]);
    const nobody = await dashboard({ period: "7d", filters: { country: "US", device: "Desktop" } });
    expect(nobody.totals.visitors).toBe(0);
  }

  it("gives exactly the known figures from the raw rows", async () => {
    expectKnownWeek(await dashboard());
  });

  it("narrows every figure to the visits a filter selects, and combines filters", async () => {
    await expectKnownSingleFilters();
    await expectKnownCombinedFilters();
  });

  it("narrows realtime to the visits the dashboard's filters select", async () => {
    const reading = new Date("2030-03-10T08:04:00Z");
    const realtime = (filters: DashboardQuery["filters"]) => realtimeVisitors(db(), admin, reading, filters);
    expect(await realtime({})).toMatchObject({
      visitors: 1,
      pages: [
        { page: "/", visitors: 1 },
        { page: "/contact", visitors: 1 },
      ],
    });
    expect(await realtime({ country: "GB" })).toMatchObject({ visitors: 0, pages: [] });
    expect(await realtime({ country: "(none)", source: "news.example.com" })).toMatchObject({ visitors: 1 });
    // A page filter selects whole visits: the visit that read /contact, with both its pages.
    expect(await realtime({ page: "/contact" })).toMatchObject({ visitors: 1, pages: [{ page: "/" }, { page: "/contact" }] });
    expect(await realtime({ page: "/team" })).toMatchObject({ visitors: 0 });
  });

  it("shows today by hour and compares with the day before", async () => {
    const today = await dashboard({ period: "today", filters: {} });
    expect(today.series).toHaveLength(24);
    expect(today.series[8]).toEqual({ bucket: "2030-03-10T08", visitors: 1, views: 2 });
    expect(today.totals.visitors).toBe(1);
    expect(today.previousTotals.visitors).toBe(1);
  });

  it("gives the same figures after the closed days are rolled up, and rolling up again changes nothing", async () => {
    expect(await rollUpClosedDays(db(), NOW)).toEqual(["2030-03-08", "2030-03-09"]);
    expectKnownWeek(await dashboard());
    await expectKnownSingleFilters();
    await expectKnownCombinedFilters();
    expect(await rollUpClosedDays(db(), NOW)).toEqual([]);
    expectKnownWeek(await dashboard());
  });

  it("keeps every figure after the raw rows of rolled-up days expire", async () => {
    const deleted = await deleteExpiredRawRows(db(), NOW, 0);
    expect(deleted).toEqual({ pageViews: 4, events: 3 });
    expectKnownWeek(await dashboard());
    // Only the rollups per filter value can give these now: the raw rows of those days are gone.
    await expectKnownSingleFilters();
    const combined = await dashboard({ period: "7d", filters: { country: "GB", source: "google.com" } });
    expect(combined.filteredSince).toBe("2030-03-10");
    expect(combined.totals.visitors).toBe(0);
  });

  it("refuses an account without the permission", async () => {
    await expect(analyticsDashboard(db(), { userType: "user" }, week, { now: NOW })).resolves.toBeDefined();
    const { analyticsBreakdown } = await import("~/services/analytics");
    const { BREAKDOWNS } = await import("~/lib/analytics/breakdowns");
    await expect(analyticsBreakdown(db(), { userType: "user" }, week, BREAKDOWNS[0], { now: NOW }, 10)).rejects.toBeInstanceOf(NotPermittedError);
  });
});
