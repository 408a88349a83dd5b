import { type SQL, sql } from "drizzle-orm";
import { analyticsDailyGoals, analyticsDailyTotals } from "~/db/schema/index";
import { type Breakdown, BREAKDOWN_ROWS_EXPORTED, BREAKDOWN_ROWS_SHOWN, BREAKDOWNS, type BreakdownKey, type BreakdownRow } from "~/lib/analytics/breakdowns";
import { type DashboardQuery, type FilterKey, type Filters, storedFilterValue } from "~/lib/analytics/dashboard-query";
import { addTotals, sharePercent, type Totals, ZERO_TOTALS } from "~/lib/analytics/figures";
import { type GoalRow, goalLabel } from "~/lib/analytics/goals";
import { type LeadConversionRow, leadConversionRows, type LeadOrigins } from "~/lib/analytics/lead-conversions";
import { addDays, bucketsOf, type DaySpan, resolvePeriod, type ResolvedPeriod } from "~/lib/analytics/periods";
import { type HalfOpenDays, type ReadPlan, readPlan, type RolledDays, TODAY_ROLLUP_MAX_AGE_SECONDS } from "~/lib/analytics/read-plan";
import { todayIsoDate } from "~/lib/core/dates";
import type { UserType } from "~/lib/users/user-types";
import { authorize } from "~/services/auth";
import { postTitles } from "~/services/blog";
import type { Db } from "~/services/platform";
import { flushBufferedBeacons } from "./beacon-buffer.server";
import { DIMENSION_SOURCES, hourlyAggregate, rowsOf, type TimeOnPageRow, TOTALS_DIMENSION, type ViewAggregateRow } from "./raw-aggregates.server";
import {
  type DayFigures,
  dayFigures,
  ALL_VISITS,
  filterRollupsSince,
  firstRolledDay,
  daySettled,
  lastRolledDay,
  rawRowsKeptSince,
  type RolledFilter,
  settledPartialDays,
  todayRollupWrittenAt,
  writeDayRollups,
} from "./rollups.server";

export type SeriesPoint = { bucket: string; visitors: number; views: number };

export type DashboardData = {
  period: ResolvedPeriod;
  totals: Totals;
  previousTotals: Totals;
  series: SeriesPoint[];
  breakdowns: Record<BreakdownKey, BreakdownRow[]>;
  goals: GoalRow[];
  /** Set when a filtered view reaches back before the days its figures can come from (raw rows deleted, or rollups per filter value not filled in yet): the first day it counts. */
  filteredSince: string | null;
  /** Leads and conversion rate by referrer site and by campaign, when the caller counted the period's leads. */
  leadConversions: { sources: LeadConversionRow[]; campaigns: LeadConversionRow[] } | null;
};

/**
 * The raw-row figures of the days not rolled up yet (today, or every day of a view with several filters),
 * aggregated once per request and then merged into each figure with its rollup rows.
 */
type LiveFigures = DayFigures;

const NO_LIVE_FIGURES: LiveFigures = { views: [], timeOnPage: [], goals: [] };

/** Breakdowns and goals are left out for the comparison period, which shows only headline figures. */
async function liveFigures(db: Db, days: HalfOpenDays | null, filters: Filters, { withDetails }: { withDetails: boolean }): Promise<LiveFigures> {
  return days ? dayFigures(db, { ...days, filters }, { withDetails }) : NO_LIVE_FIGURES;
}

const ofFilter = (filter: RolledFilter) => sql`filter_key = ${filter.key} and filter_value = ${filter.value}`;

type Reading = { db: Db; filter: RolledFilter; plan: ReadPlan; live: LiveFigures };

/** Rows given as JSON, read back as a relation: how the live figures join their rollup rows in one query. */
const jsonRows = (rows: object[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

const totalsOf = (row: { visitors: number; visits: number; views: number; bounces: number }, timeOnPage?: TimeOnPageRow): Totals => ({
  visitors: row.visitors,
  visits: row.visits,
  views: row.views,
  bounces: row.bounces,
  timeOnPageSeconds: Number(timeOnPage?.time_on_page_seconds ?? 0),
  timeOnPageSamples: timeOnPage?.time_on_page_samples ?? 0,
});

/** Daily headline figures of the rolled days, from analytics_daily_totals. */
async function rolledDailyTotals(db: Db, filter: RolledFilter, days: HalfOpenDays | null): Promise<Map<string, Totals>> {
  if (!days) return new Map();
  const rows = await rowsOf<{ day: string; visitors: number; visits: number; views: number; bounces: number } & TimeOnPageRow>(
    db,
    sql`select day::text as day, visitors, visits, views, bounces, time_on_page_seconds, time_on_page_samples
      from ${analyticsDailyTotals} where ${ofFilter(filter)} and day >= ${days.from} and day < ${days.until}`,
  );
  return new Map(rows.map((row) => [row.day, totalsOf(row, row)]));
}

/** Adds the live days' headline figures to `byDay`. */
function addLiveTotals(byDay: Map<string, Totals>, live: LiveFigures): void {
  const timeOnPage = new Map(live.timeOnPage.map((row) => [row.day, row]));
  for (const row of live.views) if (row.dimension === TOTALS_DIMENSION) byDay.set(row.day, totalsOf(row, timeOnPage.get(row.day)));
  // Time on page reported on a day without views (a tab left open over midnight).
  for (const row of live.timeOnPage) if (!byDay.has(row.day)) byDay.set(row.day, totalsOf(ZERO_TOTALS, row));
}

function sumDays(byDay: Map<string, Totals>, span: DaySpan): Totals {
  let sum = ZERO_TOTALS;
  for (const [day, totals] of byDay) if (day >= span.from && day <= span.to) sum = addTotals(sum, totals);
  return sum;
}

type ValueCounts = { value: string; visitors: number; visits: number; views: number };

/** The live days' rows of one breakdown summed per value (visitor ids rotate daily, so sums are exact): a small parameter even for a long filtered period. */
function summedByValue(rows: ViewAggregateRow[]): ValueCounts[] {
  const byValue = new Map<string, ValueCounts>();
  for (const row of rows) {
    const sum = byValue.get(row.value) ?? { value: row.value, visitors: 0, visits: 0, views: 0 };
    byValue.set(row.value, { value: row.value, visitors: sum.visitors + row.visitors, visits: sum.visits + row.visits, views: sum.views + row.views });
  }
  return [...byValue.values()];
}

/** Ranked rows of one breakdown: visitors first, then views, then the value for a stable order. */
async function breakdownRows(reading: Reading, breakdown: Breakdown, totalVisitors: number, limit: number): Promise<BreakdownRow[]> {
  const { table } = DIMENSION_SOURCES[breakdown.key];
  const { rolled } = reading.plan;
  const live = summedByValue(reading.live.views.filter((row) => row.dimension === breakdown.key));
  if (!rolled && live.length === 0) return [];
  const parts: SQL[] = [];
  if (rolled)
    parts.push(sql`select value, visitors, visits, views from ${table} where ${ofFilter(reading.filter)} and day >= ${rolled.from} and day < ${rolled.until}`);
  if (live.length) parts.push(sql`select value, visitors, visits, views from ${jsonRows(live)} as l(value text, visitors int, visits int, views int)`);
  const rows = await rowsOf<ValueCounts>(
    reading.db,
    sql`select u.value, sum(u.visitors)::int as visitors, sum(u.visits)::int as visits, sum(u.views)::int as views
      from (${sql.join(parts, sql` union all `)}) u group by u.value order by visitors desc, views desc, u.value collate "C" limit ${limit}`,
  );
  const titles =
    breakdown.key === "posts"
      ? await postTitles(
          reading.db,
          rows.map((row) => row.value),
        )
      : null;
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
  const { rolled } = reading.plan;
  const { goals: live } = reading.live;
  if (!rolled && live.length === 0) return [];
  const parts: SQL[] = [];
  if (rolled)
    parts.push(
      sql`select name, detail, events, visitors, value from ${analyticsDailyGoals} where ${ofFilter(reading.filter)} and day >= ${rolled.from} and day < ${rolled.until}`,
    );
  if (live.length)
    parts.push(sql`select name, detail, events, visitors, value from ${jsonRows(live)} as l(name text, detail text, events int, visitors int, value float8)`);
  const rows = await rowsOf<{ name: string; detail: string; events: number; visitors: number; value: number }>(
    reading.db,
    sql`select u.name, u.detail, sum(u.events)::int as events, sum(u.visitors)::int as visitors, sum(u.value)::float8 as value
      from (${sql.join(parts, sql` union all `)}) u group by u.name, u.detail order by u.name collate "C", events desc, u.detail collate "C"`,
  );
  return rows.map((row) => ({ ...row, label: goalLabel(row.name, row.detail), conversionRate: sharePercent(row.visitors, totalVisitors) }));
}

function monthlySeries(byDay: Map<string, Totals>, period: ResolvedPeriod): SeriesPoint[] {
  return bucketsOf(period).map((month) => {
    const sum = sumDays(byDay, { from: `${month}-01`, to: `${month}-31` });
    return { bucket: month, visitors: sum.visitors, views: sum.views };
  });
}

async function hourlySeries(db: Db, period: ResolvedPeriod, filters: Filters): Promise<SeriesPoint[]> {
  const rows = await rowsOf<SeriesPoint>(db, hourlyAggregate({ from: period.from, until: addDays(period.to, 1), filters }));
  const byHour = new Map(rows.map((row) => [row.bucket, row]));
  return bucketsOf(period).map((bucket) => byHour.get(bucket) ?? { bucket, visitors: 0, views: 0 });
}

export type Viewer = { userType: UserType };
export type DashboardOptions = { now: Date; todayMaxAgeSeconds?: number; leadOrigins?: LeadOrigins };

/**
 * Through which day the rollups answer a view of all visits or of one filter value: the last day
 * the job rolled up after it closed, then the settled days after it whose rollup for the same filter
 * value a request wrote (the job being behind), and today too while the rollup of today that a
 * recent request wrote for the same filter value is fresh enough. `lastRolled` is the job's.
 */
async function rolledThrough(
  db: Db,
  filter: RolledFilter,
  today: string,
  options: DashboardOptions,
): Promise<{ lastRolled: string | null; through: string | null; todayIsFresh: boolean }> {
  const lastRolled = await lastRolledDay(db);
  const maxAgeSeconds = options.todayMaxAgeSeconds ?? TODAY_ROLLUP_MAX_AGE_SECONDS;
  let through = lastRolled;
  if (lastRolled && maxAgeSeconds > 0 && lastRolled < addDays(today, -1)) {
    for (const day of await settledPartialDays(db, filter, lastRolled, today)) {
      if (day !== addDays(through!, 1)) break;
      through = day;
    }
  }
  if (through !== addDays(today, -1)) return { lastRolled, through, todayIsFresh: false };
  const written = await todayRollupWrittenAt(db, today, filter);
  const todayIsFresh = written !== null && options.now.getTime() - written.getTime() < maxAgeSeconds * 1_000;
  return { lastRolled, through: todayIsFresh ? today : through, todayIsFresh };
}

/**
 * What the rollups can answer for a view. Unfiltered: every rolled day. One filter: the rolled days
 * that keep rows per filter value (all of them, except right after an upgrade until the job has
 * filled in the earlier ones); the days before are not counted, and `countsFrom` says so when there
 * are any. Several filters: nothing, every day of the period is read from the raw rows, and
 * `countsFrom` is the first day whose raw rows are still kept, when older ones were deleted.
 * `filter` is null for several filters, which no rollup row holds.
 */
type Coverage = { filter: RolledFilter | null; rolledDays: RolledDays | null; todayIsFresh: boolean; countsFrom: string | null };

async function coverage(db: Db, filters: Filters, today: string, options: DashboardOptions): Promise<Coverage> {
  const entries = Object.entries(filters) as [FilterKey, string][];
  if (entries.length > 1) return { filter: null, rolledDays: null, todayIsFresh: false, countsFrom: await rawRowsKeptSince(db) };
  if (entries.length === 0) {
    const { through, todayIsFresh } = await rolledThrough(db, ALL_VISITS, today, options);
    return { filter: ALL_VISITS, rolledDays: { from: null, through }, todayIsFresh, countsFrom: null };
  }
  const [key, value] = entries[0] as [FilterKey, string];
  const filter = { key, value: storedFilterValue(value) };
  const { lastRolled, through, todayIsFresh } = await rolledThrough(db, filter, today, options);
  const from = (await filterRollupsSince(db)) ?? (lastRolled ? addDays(lastRolled, 1) : null);
  const firstRolled = await firstRolledDay(db);
  return { filter, rolledDays: { from, through }, todayIsFresh, countsFrom: from && firstRolled && firstRolled < from ? from : null };
}

/**
 * The days of a request's raw read whose figures it stores as their rollup for its filter value:
 * today unless a fresh one was read (stored also when ANALYTICS_TODAY_MAX_AGE_SECONDS is 0, for
 * requests allowing an age), and settled closed days the job has not rolled up yet (not with 0).
 */
function sharedDays(live: HalfOpenDays | null, today: string, todayIsFresh: boolean, options: DashboardOptions): string[] {
  if (!live) return [];
  const alwaysRaw = (options.todayMaxAgeSeconds ?? TODAY_ROLLUP_MAX_AGE_SECONDS) <= 0;
  const days: string[] = [];
  for (let day = live.from; day < live.until && day <= today; day = addDays(day, 1)) {
    if (day === today ? !todayIsFresh : !alwaysRaw && daySettled(day, options.now)) days.push(day);
  }
  return days;
}

/**
 * What a request reads: which days come from the rollups and which from raw rows, with the raw
 * rows of the period aggregated once, and the daily headline figures of the period and the one
 * before. A view of all visits or of one filter value that computed today from the raw rows stores
 * the result as today's rollup for it, so the requests of the next ANALYTICS_TODAY_MAX_AGE_SECONDS,
 * on any instance, read it instead; likewise settled days the job has not rolled up yet, which
 * then answer until it does: however far behind the job is, only the first request per filter value
 * reads those days' raw rows.
 */
async function readPeriod(
  db: Db,
  period: ResolvedPeriod,
  filters: Filters,
  options: DashboardOptions,
): Promise<{ current: Reading; byDay: Map<string, Totals>; countsFrom: string | null }> {
  const { now } = options;
  const today = todayIsoDate(now);
  const { filter, rolledDays, todayIsFresh, countsFrom } = await coverage(db, filters, today, options);
  const currentPlan = readPlan(period, rolledDays);
  const previousPlan = readPlan(period.previous, rolledDays);
  const current: Reading = {
    db,
    filter: filter ?? ALL_VISITS,
    plan: currentPlan,
    live: await liveFigures(db, currentPlan.live, filters, { withDetails: true }),
  };
  const shared = filter ? sharedDays(currentPlan.live, today, todayIsFresh, options) : [];
  if (filter && shared.length) {
    const figures = current.live;
    await db.transaction(async (tx) => {
      for (const day of shared) await writeDayRollups(tx, day, figures, now, { partialFor: filter });
    });
  }
  const previousLive = await liveFigures(db, previousPlan.live, filters, { withDetails: false });
  const byDay = await rolledDailyTotals(db, filter ?? ALL_VISITS, readPlan({ from: period.previous.from, to: period.to }, rolledDays).rolled);
  addLiveTotals(byDay, previousLive);
  addLiveTotals(byDay, current.live);
  return { current, byDay, countsFrom };
}

/** Everything the Analytics tab shows for one period and set of filters. */
export async function analyticsDashboard(db: Db, viewer: Viewer, query: DashboardQuery, options: DashboardOptions): Promise<DashboardData> {
  const { now } = options;
  authorize(viewer, "analytics:view");
  await flushBufferedBeacons(db);
  const period = resolvePeriod(query.period, todayIsoDate(now), query.custom);
  const { current, byDay, countsFrom } = await readPeriod(db, period, query.filters, options);
  const totals = sumDays(byDay, period);

  const breakdowns = {} as Record<BreakdownKey, BreakdownRow[]>;
  for (const breakdown of BREAKDOWNS) breakdowns[breakdown.key] = await breakdownRows(current, breakdown, totals.visitors, BREAKDOWN_ROWS_SHOWN);

  let series: SeriesPoint[];
  if (period.granularity === "hour") series = await hourlySeries(db, period, query.filters);
  else if (period.granularity === "month") series = monthlySeries(byDay, period);
  else series = bucketsOf(period).map((day) => ({ bucket: day, visitors: byDay.get(day)?.visitors ?? 0, views: byDay.get(day)?.views ?? 0 }));

  return {
    period,
    totals,
    previousTotals: sumDays(byDay, period.previous),
    series,
    breakdowns,
    goals: await goalRows(current, totals.visitors),
    filteredSince: countsFrom && period.from < countsFrom ? countsFrom : null,
    leadConversions: options.leadOrigins ? await leadConversionsOf(current, totals.visitors, options.leadOrigins) : null,
  };
}

/** Every source's and campaign's visits of the reading (not only the rows shown), beside the leads counted for them. */
async function leadConversionsOf(current: Reading, visitors: number, leads: LeadOrigins) {
  const rowsOfKey = (key: BreakdownKey) =>
    breakdownRows(
      current,
      BREAKDOWNS.find((breakdown) => breakdown.key === key)!,
      visitors,
      BREAKDOWN_ROWS_EXPORTED,
    );
  return {
    sources: leadConversionRows(await rowsOfKey("sources"), leads.sources, "Direct / None"),
    campaigns: leadConversionRows(await rowsOfKey("campaigns"), leads.campaigns, "No campaign"),
  };
}

/** One whole breakdown for the period, for the CSV export: the same rows, in the same order, as on screen. */
export async function analyticsBreakdown(
  db: Db,
  viewer: Viewer,
  query: DashboardQuery,
  breakdown: Breakdown,
  options: DashboardOptions,
  limit: number,
): Promise<BreakdownRow[]> {
  const { now } = options;
  authorize(viewer, "analytics:export");
  await flushBufferedBeacons(db);
  const period = resolvePeriod(query.period, todayIsoDate(now), query.custom);
  const { current, byDay } = await readPeriod(db, period, query.filters, options);
  return breakdownRows(current, breakdown, sumDays(byDay, period).visitors, limit);
}
