import { type SQL, sql } from "drizzle-orm";
import { analyticsDailyGoals, analyticsDailyTotals } from "~/db/schema/index";
import { type Breakdown, BREAKDOWN_ROWS_SHOWN, BREAKDOWNS, type BreakdownKey, type BreakdownRow } from "~/lib/analytics/breakdowns";
import type { DashboardQuery, Filters } from "~/lib/analytics/dashboard-query";
import { addTotals, sharePercent, type Totals, ZERO_TOTALS } from "~/lib/analytics/figures";
import { type GoalRow, goalLabel } from "~/lib/analytics/goals";
import { addDays, bucketsOf, type DaySpan, resolvePeriod, type ResolvedPeriod } from "~/lib/analytics/periods";
import { type HalfOpenDays, readPlan } from "~/lib/analytics/read-plan";
import { todayIsoDate } from "~/lib/core/dates";
import type { UserType } from "~/lib/users/user-types";
import { authorize } from "~/services/auth";
import { postTitles } from "~/services/blog";
import type { Db } from "~/services/platform";
import { DIMENSION_SOURCES, dimensionAggregate, goalsAggregate, hourlyAggregate, rowsOf, totalsAggregate } from "./raw-aggregates.server";
import { lastRolledDay, rawRowsKeptSince } from "./rollups.server";

export type SeriesPoint = { bucket: string; visitors: number; views: number };

export type DashboardData = {
  period: ResolvedPeriod;
  totals: Totals;
  previousTotals: Totals;
  series: SeriesPoint[];
  breakdowns: Record<BreakdownKey, BreakdownRow[]>;
  goals: GoalRow[];
  /** Set when a filtered view reaches back before the kept raw rows: the first day it counts. */
  filteredSince: string | null;
};

type Reading = { db: Db; plan: ReturnType<typeof readPlan>; filters: Filters };

/** Rolled-up rows of `table` for the plan's rolled days UNION ALL the same aggregate over raw rows for its live days. */
function unionOf(reading: Reading, rolled: (days: HalfOpenDays) => SQL, live: (days: HalfOpenDays) => SQL): SQL | null {
  const parts: SQL[] = [];
  if (reading.plan.rolled) parts.push(rolled(reading.plan.rolled));
  if (reading.plan.live) parts.push(sql`select * from (${live(reading.plan.live)}) live`);
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

const liveScope = (reading: Reading, days: HalfOpenDays) => ({ ...days, filters: reading.filters });

type DailyTotalsRow = { day: string; visitors: number; visits: number; views: number; bounces: number; time_on_page_seconds: string | number; time_on_page_samples: number };

async function dailyTotals(reading: Reading): Promise<Map<string, Totals>> {
  const union = unionOf(
    reading,
    (days) => sql`select day, visitors, visits, views, bounces, time_on_page_seconds, time_on_page_samples from ${analyticsDailyTotals} where day >= ${days.from} and day < ${days.until}`,
    (days) => totalsAggregate(liveScope(reading, days)),
  );
  if (!union) return new Map();
  const rows = await rowsOf<DailyTotalsRow>(reading.db, sql`select u.day::text as day, u.visitors, u.visits, u.views, u.bounces, u.time_on_page_seconds, u.time_on_page_samples from (${union}) u`);
  return new Map(
    rows.map((row) => [
      row.day,
      { visitors: row.visitors, visits: row.visits, views: row.views, bounces: row.bounces, timeOnPageSeconds: Number(row.time_on_page_seconds), timeOnPageSamples: row.time_on_page_samples },
    ]),
  );
}

function sumDays(byDay: Map<string, Totals>, span: DaySpan): Totals {
  let sum = ZERO_TOTALS;
  for (const [day, totals] of byDay) if (day >= span.from && day <= span.to) sum = addTotals(sum, totals);
  return sum;
}

/** Ranked rows of one breakdown: visitors first, then views, then the value for a stable order. */
async function breakdownRows(reading: Reading, breakdown: Breakdown, totalVisitors: number, limit: number): Promise<BreakdownRow[]> {
  const { table } = DIMENSION_SOURCES[breakdown.key];
  const union = unionOf(
    reading,
    (days) => sql`select day, value, visitors, visits, views, bounces from ${table} where day >= ${days.from} and day < ${days.until}`,
    (days) => dimensionAggregate(breakdown.key, liveScope(reading, days)),
  );
  if (!union) return [];
  const rows = await rowsOf<{ value: string; visitors: number; visits: number; views: number }>(
    reading.db,
    sql`select u.value, sum(u.visitors)::int as visitors, sum(u.visits)::int as visits, sum(u.views)::int as views
      from (${union}) u group by u.value order by visitors desc, views desc, u.value collate "C" limit ${limit}`,
  );
  const titles = breakdown.key === "posts" ? await postTitles(reading.db, rows.map((row) => row.value)) : null;
  return rows.map((row) => ({
    value: row.value,
    label: labelOf(breakdown, row.value, titles),
    visitors: row.visitors,
    secondary: breakdown.secondary === "views" ? row.views : row.visits,
    share: sharePercent(row.visitors, totalVisitors),
  }));
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });

function labelOf(breakdown: Breakdown, value: string, titles: Map<string, string> | null): string {
  if (value === "") return breakdown.empty ?? "";
  if (titles) return titles.get(value) ?? "(deleted post)";
  try {
    if (breakdown.key === "countries") return countryNames.of(value) ?? value;
    if (breakdown.key === "languages") return languageNames.of(value) ?? value;
  } catch {
    // A malformed stored code is shown as it is.
  }
  return value;
}

async function goalRows(reading: Reading, totalVisitors: number): Promise<GoalRow[]> {
  const union = unionOf(
    reading,
    (days) => sql`select day, name, detail, events, visitors, value from ${analyticsDailyGoals} where day >= ${days.from} and day < ${days.until}`,
    (days) => goalsAggregate(liveScope(reading, days)),
  );
  if (!union) return [];
  const rows = await rowsOf<{ name: string; detail: string; events: number; visitors: number; value: number }>(
    reading.db,
    sql`select u.name, u.detail, sum(u.events)::int as events, sum(u.visitors)::int as visitors, sum(u.value)::float8 as value
      from (${union}) u group by u.name, u.detail order by u.name collate "C", events desc, u.detail collate "C"`,
  );
  return rows.map((row) => ({ ...row, label: goalLabel(row.name, row.detail), conversionRate: sharePercent(row.visitors, totalVisitors) }));
}

function monthlySeries(byDay: Map<string, Totals>, period: ResolvedPeriod): SeriesPoint[] {
  return bucketsOf(period).map((month) => {
    const sum = sumDays(byDay, { from: `${month}-01`, to: `${month}-31` });
    return { bucket: month, visitors: sum.visitors, views: sum.views };
  });
}

async function hourlySeries(reading: Reading, period: ResolvedPeriod): Promise<SeriesPoint[]> {
  const rows = await rowsOf<SeriesPoint>(reading.db, hourlyAggregate({ from: period.from, until: addDays(period.to, 1), filters: reading.filters }));
  const byHour = new Map(rows.map((row) => [row.bucket, row]));
  return bucketsOf(period).map((bucket) => byHour.get(bucket) ?? { bucket, visitors: 0, views: 0 });
}

export type Viewer = { userType: UserType };
export type DashboardOptions = { now: Date };

/** Everything the Analytics tab shows for one period and set of filters. */
export async function analyticsDashboard(db: Db, viewer: Viewer, query: DashboardQuery, { now }: DashboardOptions): Promise<DashboardData> {
  authorize(viewer, "analytics:view");
  const period = resolvePeriod(query.period, todayIsoDate(now), query.custom);
  const filtered = Object.keys(query.filters).length > 0;
  const lastRolled = filtered ? null : await lastRolledDay(db);
  const both: DaySpan = { from: period.previous.from, to: period.to };
  const reading: Reading = { db, plan: readPlan(both, lastRolled, filtered), filters: query.filters };
  const byDay = await dailyTotals(reading);
  const totals = sumDays(byDay, period);
  const current: Reading = { ...reading, plan: readPlan(period, lastRolled, filtered) };

  const breakdowns = {} as Record<BreakdownKey, BreakdownRow[]>;
  for (const breakdown of BREAKDOWNS) breakdowns[breakdown.key] = await breakdownRows(current, breakdown, totals.visitors, BREAKDOWN_ROWS_SHOWN);

  let series: SeriesPoint[];
  if (period.granularity === "hour") series = await hourlySeries(current, period);
  else if (period.granularity === "month") series = monthlySeries(byDay, period);
  else series = bucketsOf(period).map((day) => ({ bucket: day, visitors: byDay.get(day)?.visitors ?? 0, views: byDay.get(day)?.views ?? 0 }));

  const keptSince = filtered ? await rawRowsKeptSince(db) : null;
  return {
    period,
    totals,
    previousTotals: sumDays(byDay, period.previous),
    series,
    breakdowns,
    goals: await goalRows(current, totals.visitors),
    filteredSince: keptSince && period.from < keptSince ? keptSince : null,
  };
}

/** One whole breakdown for the period, for the CSV export: the same rows, in the same order, as on screen. */
export async function analyticsBreakdown(db: Db, viewer: Viewer, query: DashboardQuery, breakdown: Breakdown, { now }: { now: Date }, limit: number): Promise<BreakdownRow[]> {
  authorize(viewer, "analytics:export");
  const period = resolvePeriod(query.period, todayIsoDate(now), query.custom);
  const filtered = Object.keys(query.filters).length > 0;
  const reading: Reading = { db, plan: readPlan(period, filtered ? null : await lastRolledDay(db), filtered), filters: query.filters };
  const totals = sumDays(await dailyTotals(reading), period);
  return breakdownRows(reading, breakdown, totals.visitors, limit);
}
