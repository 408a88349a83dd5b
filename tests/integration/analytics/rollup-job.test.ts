import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, pageViews } from "~/db/schema";
import { analyticsDashboard, analyticsRollupJob, lastRolledDay } from "~/services/analytics";
import { runDueJobs } from "~/services/jobs";
import type { AppServices } from "~/services/platform";
import { createTestDatabase, testDriver } from "../../support/test-database";
import { createTestServices } from "../../support/test-services";
import { NOW, recordKnownTraffic } from "./known-traffic";

describe(`analytics rollup job (${testDriver})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase();
    services = createTestServices(database, { ANALYTICS_RETENTION_MONTHS: "1" });
    await recordKnownTraffic(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("rolls up closed days once across instances, and after the retention only the rollups answer", async () => {
    expect(await runDueJobs(services, [analyticsRollupJob], { now: NOW, instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);
    expect(await runDueJobs(services, [analyticsRollupJob], { now: NOW, instanceId: "b" })).toMatchObject([{ status: "skipped" }]);
    expect(await lastRolledDay(database.db)).toBe("2030-03-09");
    expect(await database.db.select().from(pageViews)).toHaveLength(6);

    // Seven weeks later: every day up to yesterday is rolled up and raw rows older than a month are gone.
    const later = new Date("2030-04-28T12:00:00Z");
    expect(await runDueJobs(services, [analyticsRollupJob], { now: later, instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);
    expect(await lastRolledDay(database.db)).toBe("2030-04-27");
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(0);

    const week = await analyticsDashboard(database.db, { userType: "moderator" }, { period: "custom", custom: { from: "2030-03-04", to: "2030-03-10" }, filters: {} }, { now: later });
    expect(week.totals).toEqual({ visitors: 4, visits: 4, views: 6, bounces: 2, timeOnPageSeconds: 120, timeOnPageSamples: 2 });
    expect(week.goals.map((goal) => [goal.name, goal.value])).toEqual([
      ["begin_checkout", 500],
      ["generate_lead", 100],
      ["time_on_page", 0],
    ]);
    const filtered = await analyticsDashboard(database.db, { userType: "moderator" }, { period: "custom", custom: { from: "2030-03-04", to: "2030-03-10" }, filters: { country: "GB" } }, { now: later });
    expect(filtered.filteredSince).toBe("2030-04-28");
    expect(filtered.totals.visitors).toBe(0);
  });
});
