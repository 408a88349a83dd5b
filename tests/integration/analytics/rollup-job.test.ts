import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  analyticsDailyCountries,
  analyticsDailyGoals,
  analyticsDailyPages,
  analyticsDailySources,
  analyticsDailyTotals,
  analyticsEvents,
  analyticsRolledDays,
  pageViews,
} from "~/db/schema";
import type { DashboardQuery } from "~/lib/analytics/dashboard-query";
import { analyticsDashboard, analyticsRollupJob, lastRolledDay, rollUpFiltersOfEarlierDays } from "~/services/analytics";
import { runDueJobs } from "~/services/jobs";
import type { AppServices } from "~/services/platform";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";
import { NOW, recordKnownTraffic } from "./known-traffic";

const knownWeek: DashboardQuery = { period: "custom", custom: { from: "2030-03-04", to: "2030-03-10" }, filters: {} };
const FILTERED_TABLES = [analyticsDailyPages, analyticsDailyCountries, analyticsDailySources, analyticsDailyTotals, analyticsDailyGoals];

describe(`analytics rollup job (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database(), { ANALYTICS_RETENTION_MONTHS: "1" });
    await recordKnownTraffic(db());
  });

  it("rolls up closed days once across instances, and after the retention only the rollups answer", async () => {
    expect(await runDueJobs(services, [analyticsRollupJob], { now: NOW, instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);
    expect(await runDueJobs(services, [analyticsRollupJob], { now: NOW, instanceId: "b" })).toMatchObject([{ status: "skipped" }]);
    expect(await lastRolledDay(db())).toBe("2030-03-09");
    expect(await db().select().from(pageViews)).toHaveLength(6);

    // Seven weeks later: every day up to yesterday is rolled up and raw rows older than a month are gone.
    const later = new Date("2030-04-28T12:00:00Z");
    expect(await runDueJobs(services, [analyticsRollupJob], { now: later, instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);
    expect(await lastRolledDay(db())).toBe("2030-04-27");
    expect(await db().select().from(pageViews)).toHaveLength(0);
    expect(await db().select().from(analyticsEvents)).toHaveLength(0);

    const week = await analyticsDashboard(db(), { userType: "moderator" }, knownWeek, { now: later });
    expect(week.totals).toEqual({ visitors: 4, visits: 4, views: 6, bounces: 2, timeOnPageSeconds: 120, timeOnPageSamples: 2 });
    expect(week.goals.map((goal) => [goal.name, goal.value])).toEqual([
      ["begin_checkout", 500],
      ["generate_lead", 100],
      ["time_on_page", 0],
    ]);
    // One filter: from the rollups per filter value, which outlive the raw rows.
    const gb = await analyticsDashboard(db(), { userType: "moderator" }, { ...knownWeek, filters: { country: "GB" } }, { now: later });
    expect(gb.filteredSince).toBeNull();
    expect(gb.totals).toEqual({ visitors: 2, visits: 2, views: 3, bounces: 1, timeOnPageSeconds: 120, timeOnPageSamples: 2 });
    // Several filters need the raw rows, which are gone: the view says from which day it counts.
    const combined = await analyticsDashboard(db(), { userType: "moderator" }, { ...knownWeek, filters: { country: "GB", device: "Desktop" } }, { now: later });
    expect(combined.filteredSince).toBe("2030-04-28");
    expect(combined.totals.visitors).toBe(0);
  });
});

// Apart from the job's own database, which the first test rolls up past the raw rows this one needs.
describe(`analytics rollup of filter values for days rolled up before them (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("fills in the rows per filter value of days rolled up before they existed, newest first, while their raw rows are kept", async () => {
    const services = createTestServices(database());
    await recordKnownTraffic(db());
    expect(await runDueJobs(services, [analyticsRollupJob], { now: NOW, instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);
    // As an installation upgraded from before: the days are rolled up, without rows per filter value.
    for (const table of FILTERED_TABLES) await db().execute(sql`delete from ${table} where filter_key <> ''`);
    await db().update(analyticsRolledDays).set({ filtersRolled: false });
    const gbWeek = { ...knownWeek, filters: { country: "GB" } };
    const before = await analyticsDashboard(db(), { userType: "admin" }, gbWeek, { now: NOW });
    expect(before.filteredSince).toBe("2030-03-10");
    expect(before.totals.visitors).toBe(0);

    const nextHour = new Date(NOW.getTime() + 3_600_000);
    expect(await rollUpFiltersOfEarlierDays(db(), nextHour)).toEqual(["2030-03-09", "2030-03-08"]);
    expect(await rollUpFiltersOfEarlierDays(db(), nextHour)).toEqual([]);
    const rolled = await db().select().from(analyticsRolledDays).orderBy(analyticsRolledDays.day);
    expect(rolled.map((row) => [row.day, row.filtersRolled])).toEqual([
      ["2030-03-08", true],
      ["2030-03-09", true],
    ]);
    const after = await analyticsDashboard(db(), { userType: "admin" }, gbWeek, { now: nextHour });
    expect(after.filteredSince).toBeNull();
    expect(after.totals).toEqual({ visitors: 2, visits: 2, views: 3, bounces: 1, timeOnPageSeconds: 120, timeOnPageSamples: 2 });
  });
});
