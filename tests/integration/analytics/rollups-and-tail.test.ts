import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { analyticsPartialRollups } from "~/db/schema";
import type { DashboardQuery } from "~/lib/analytics/dashboard-query";
import { analyticsDashboard, type DashboardData, rollUpClosedDays } from "~/services/analytics";
import { dayRollupViewAggregates, rowsOf, viewAggregates } from "~/services/analytics/raw-aggregates.server";
import type { Db } from "~/services/platform";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

/**
 * The Analytics tab reads the job's rollups for whole past days and the raw rows only for the days
 * after them. These tests compare every figure of the tab read that way with the same figures read
 * from the raw rows alone, on a seeded set with views on both sides of each day's boundary, visitors
 * with several visits a day, and time on page reported on a day without views.
 */

const TODAY = "2030-03-09";
const NOW = new Date(`${TODAY}T12:00:00Z`);
const DAYS = ["2030-03-05", "2030-03-06", "2030-03-07", "2030-03-08", TODAY];
const admin = { userType: "admin" as const };

/**
 * About 400 views a day over five days: 4 views per visitor, 3 per visit (so most visitors have two
 * visits, one of them across two visitors' views as in the bench), 20 pages, some blog posts and
 * campaigns; plus views one second either side of midnight UTC (the analytics day) and of midnight
 * in New York (the firm's time zone, 05:00 UTC in March before daylight saving time), and events.
 */
async function seedViews(db: Db, { tabOpenOverMidnight = true } = {}) {
  await db.execute(sql`
    insert into page_views (occurred_at, day, path, screen_width, screen_height, language, browser, os, country, source, utm_campaign, blog_post_id, visitor_id, session_id)
    select (t + make_interval(secs => (i * 211) % 86400)) at time zone 'UTC', d, '/page-' || (i % 20),
      (array[390, 800, 1280, 1920, 0])[1 + (i / 4) % 5], 800, (array['en-US', 'en-GB', 'de-DE'])[1 + (i / 4) % 3],
      (array['Chrome', 'Firefox', 'Safari'])[1 + (i / 4) % 3], (array['Windows', 'macOS', 'iOS', 'Android'])[1 + (i / 4) % 4],
      (array['US', 'GB', 'DE', null])[1 + (i / 3) % 4], (array['google.com', null, 'linkedin.com'])[1 + (i / 3) % 3],
      (array['spring', null, null])[1 + (i / 3) % 3], case when i % 9 = 0 then ('00000000-0000-0000-0000-00000000000' || (i % 4))::uuid end,
      'v-' || d || '-' || (i / 4), 's-' || d || '-' || (i / 3)
    from generate_series(timestamp '2030-03-05', timestamp '2030-03-09', interval '1 day') as days(t), lateral (select t::date as d) as dd, generate_series(0, 399) as i`);
  // Around midnight UTC and midnight in New York: the same visitor ids on both sides, as if the salt had not rotated.
  await db.execute(sql`
    insert into page_views (occurred_at, day, path, screen_width, screen_height, language, browser, os, country, source, visitor_id, session_id)
    values
      ('2030-03-07T23:59:59Z', '2030-03-07', '/edge', 1280, 800, 'en-US', 'Chrome', 'Windows', 'US', 'google.com', 'v-edge', 's-edge-1'),
      ('2030-03-08T00:00:00Z', '2030-03-08', '/edge', 1280, 800, 'en-US', 'Chrome', 'Windows', 'US', 'google.com', 'v-edge', 's-edge-2'),
      ('2030-03-08T00:00:01Z', '2030-03-08', '/edge-next', 1280, 800, 'en-US', 'Chrome', 'Windows', 'US', 'google.com', 'v-edge', 's-edge-2'),
      ('2030-03-08T04:59:59Z', '2030-03-08', '/new-york', 390, 800, 'en-US', 'Safari', 'iOS', 'US', null, 'v-ny', 's-ny-1'),
      ('2030-03-08T05:00:00Z', '2030-03-08', '/new-york', 390, 800, 'en-US', 'Safari', 'iOS', 'US', null, 'v-ny', 's-ny-2'),
      ('2030-03-08T23:59:59Z', '2030-03-08', '/edge', 390, 800, 'en-GB', 'Safari', 'iOS', 'GB', null, 'v-late', 's-late-1')`);
  await db.execute(sql`
    insert into analytics_events (occurred_at, day, name, path, params, visitor_id, session_id)
    select occurred_at + interval '10 seconds', day, (array['generate_lead', 'time_on_page', 'scroll_depth', 'button_click', 'time_on_page'])[1 + (i % 5)], path,
      (array['{}', '{"seconds": 42}', '{"percent": 50}', '{"label": "Request a Consultation"}', '{"seconds": 4000}'])[1 + (i % 5)]::jsonb, visitor_id, session_id
    from (select *, row_number() over (order by occurred_at, id) as i from page_views) v where i % 7 = 0`);
  if (tabOpenOverMidnight) await reportTimeOnPageOverMidnight(db);
  await db.execute(sql`analyze page_views, analytics_events`);
}

/** Time on page of a tab left open over midnight: reported on a day its visit has no views. */
async function reportTimeOnPageOverMidnight(db: Db) {
  await db.execute(sql`
    insert into analytics_events (occurred_at, day, name, path, params, visitor_id, session_id)
    values ('2030-03-09T00:10:00Z', '2030-03-09', 'time_on_page', '/edge', '{"seconds": 600}', 'v-late', 's-late-1')`);
}

const QUERIES: DashboardQuery[] = [
  { period: "7d", filters: {} },
  { period: "30d", filters: {} },
  { period: "yesterday", filters: {} },
  { period: "today", filters: {} },
  { period: "custom", custom: { from: "2030-03-06", to: "2030-03-08" }, filters: {} },
  { period: "7d", filters: { country: "US" } },
  { period: "7d", filters: { page: "/edge" } },
  { period: "7d", filters: { source: "(none)" } },
  { period: "7d", filters: { device: "Mobile" } },
  { period: "7d", filters: { country: "GB", device: "Mobile" } },
];

/** Every query's whole dashboard. `raw`: with nothing rolled up and ANALYTICS_TODAY_MAX_AGE_SECONDS 0, every figure comes from the raw rows. */
async function dashboards(db: Db, { raw = false, queries = QUERIES } = {}): Promise<DashboardData[]> {
  const results: DashboardData[] = [];
  for (const query of queries) results.push(await analyticsDashboard(db, admin, query, { now: NOW, ...(raw ? { todayMaxAgeSeconds: 0 } : {}) }));
  return results;
}

const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();

describe(`analytics rollups plus the raw tail give the raw figures (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("rolls each closed day up to exactly the rows the raw aggregate gives, per filter value", async () => {
    await seedViews(db(), { tabOpenOverMidnight: false });
    for (const day of DAYS.slice(0, -1)) {
      const numbered = await rowsOf<object>(db(), dayRollupViewAggregates(day));
      const raw = await rowsOf<object>(db(), viewAggregates({ from: day, until: DAYS[DAYS.indexOf(day) + 1]! }, undefined, { byFilter: true }));
      expect(numbered.length).toBeGreaterThan(1_000);
      expect(sorted(numbered)).toEqual(sorted(raw));
    }
  });

  it("shows the same figures from the rollups and today's raw rows as from the raw rows alone", async () => {
    // A view narrowed by one filter counts a visit's events on the days the visit has views (the
    // rollups per filter value are daily, decision 041), so the time on page reported past midnight
    // is added after those views' raw figures are taken. Unfiltered views and views with several
    // filters (raw rows only) count it.
    const filtered = QUERIES.filter((query) => Object.keys(query.filters).length === 1);
    const unfiltered = QUERIES.filter((query) => Object.keys(query.filters).length !== 1);
    const rawFiltered = await dashboards(db(), { raw: true, queries: filtered });
    await reportTimeOnPageOverMidnight(db());
    const rawUnfiltered = await dashboards(db(), { raw: true, queries: unfiltered });
    expect(rawUnfiltered[0]!.totals.views).toBe(5 * 400 + 6);
    expect(rawUnfiltered[0]!.totals.timeOnPageSamples).toBeGreaterThan(0);
    expect(await rollUpClosedDays(db(), NOW)).toEqual(DAYS.slice(0, -1));
    expect(await dashboards(db(), { queries: unfiltered })).toEqual(rawUnfiltered);
    expect(await dashboards(db(), { queries: filtered })).toEqual(rawFiltered);
    // Again, now reading today's rollup that the first pass stored for each view.
    expect(await dashboards(db(), { queries: unfiltered })).toEqual(rawUnfiltered);
    expect(await dashboards(db(), { queries: filtered })).toEqual(rawFiltered);
  });
});

describe(`analytics with the rollup job behind (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("gives the raw figures, and reads the days the job has not reached from the rollups the first request stored", async () => {
    await seedViews(db());
    const raw = await dashboards(db(), { raw: true });
    // The job last ran on 7 March: it rolled up 5 and 6 March; 7 and 8 March are closed but not rolled up.
    expect(await rollUpClosedDays(db(), new Date("2030-03-07T01:00:00Z"))).toEqual(["2030-03-05", "2030-03-06"]);
    expect(await dashboards(db())).toEqual(raw);
    const stored = await db().select().from(analyticsPartialRollups);
    expect(stored.filter((row) => row.filterKey === "" && row.day < TODAY).map((row) => row.day)).toEqual(["2030-03-07", "2030-03-08"]);

    // The raw rows of those days no longer matter: the next requests read the rollups stored for them.
    await db().execute(sql`delete from page_views where day in ('2030-03-07', '2030-03-08')`);
    await db().execute(sql`delete from analytics_events where day in ('2030-03-07', '2030-03-08')`);
    const [week, , , , , us, edge] = await dashboards(db());
    expect(week).toEqual(raw[0]);
    expect(us).toEqual(raw[5]);
    expect(edge).toEqual(raw[6]);
  });

  it("never stores a closed day's rollup before the day has settled, nor when told to read raw rows always", async () => {
    await db().delete(analyticsPartialRollups);
    const justAfterMidnight = new Date(`${TODAY}T00:00:30Z`);
    await analyticsDashboard(db(), admin, { period: "7d", filters: {} }, { now: justAfterMidnight });
    // 8 March ended 30 seconds ago: views of its last second may still wait in a beacon buffer.
    const stored = await db().select().from(analyticsPartialRollups);
    expect(stored.map((row) => row.day).sort()).toEqual(["2030-03-07", TODAY]);
    await db().delete(analyticsPartialRollups);
    await analyticsDashboard(db(), admin, { period: "7d", filters: {} }, { now: NOW, todayMaxAgeSeconds: 0 });
    expect((await db().select().from(analyticsPartialRollups)).map((row) => row.day)).toEqual([TODAY]);
  });
});
