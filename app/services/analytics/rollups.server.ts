import { and, eq, lte, sql } from "drizzle-orm";
import { analyticsDailyGoals, analyticsDailyTotals, analyticsPartialRollups, analyticsRolledDays } from "~/db/schema/index";
import { BREAKDOWNS } from "~/lib/analytics/breakdowns";
import { addDays } from "~/lib/analytics/periods";
import { todayIsoDate } from "~/lib/core/dates";
import type { Db, Tx } from "~/services/platform";
import {
  DIMENSION_RECORDS,
  DIMENSION_SOURCES,
  type GoalAggregateRow,
  goalsAggregate,
  type RawScope,
  rowsOf,
  type TimeOnPageRow,
  timeOnPageAggregate,
  TOTALS_DIMENSION,
  type ViewAggregateRow,
  viewAggregates,
} from "./raw-aggregates.server";
import { rollUpDay } from "./day-rollup.server";

/**
 * The latest day rolled up after it closed, or null before the first rollup. Later days are read
 * from the raw rows, except today while a request's rollup of it is fresh (todayRollupWrittenAt).
 */
export async function lastRolledDay(db: Db | Tx): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(db, sql`select max(day)::text as day from ${analyticsRolledDays} where ${CLOSED_WHEN_ROLLED}`);
  return row?.day ?? null;
}

/** A day's rollup is final when it was written after the day ended (UTC); before, it was today's partial one (as requests wrote them before analytics_partial_rollups). */
const CLOSED_WHEN_ROLLED = sql`rolled_at >= (day + 1)::timestamp at time zone 'UTC'`;

/** Whose rows a rollup holds: all visits ('', ''), or those matching one value of one filter. */
export type RolledFilter = { key: string; value: string };
export const ALL_VISITS: RolledFilter = { key: "", value: "" };

/** When a request last wrote today's rollup for `filter`, or null when none did. */
export async function todayRollupWrittenAt(db: Db, today: string, filter: RolledFilter): Promise<Date | null> {
  const [row] = await db
    .select({ writtenAt: analyticsPartialRollups.writtenAt })
    .from(analyticsPartialRollups)
    .where(
      and(eq(analyticsPartialRollups.day, today), eq(analyticsPartialRollups.filterKey, filter.key), eq(analyticsPartialRollups.filterValue, filter.value)),
    );
  return row?.writtenAt ?? null;
}

/** The first day rolled up after it closed, or null before the first rollup. */
export async function firstRolledDay(db: Db | Tx): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(db, sql`select min(day)::text as day from ${analyticsRolledDays} where ${CLOSED_WHEN_ROLLED}`);
  return row?.day ?? null;
}

export async function firstRawDay(db: Db): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select least((select min(day) from page_views), (select min(day) from analytics_events))::text as day`,
  );
  return row?.day ?? null;
}

/**
 * The first day whose raw rows are still kept, when older days' raw rows were deleted (only
 * their rollups remain); null while every rolled-up day still has its raw rows.
 */
export async function rawRowsKeptSince(db: Db): Promise<string | null> {
  const firstRolled = await firstRolledDay(db);
  if (!firstRolled) return null;
  // With no raw rows left at all, raw rows are kept from the day after the last rolled-up one.
  const firstRaw = (await firstRawDay(db)) ?? addDays((await lastRolledDay(db)) ?? firstRolled, 1);
  return firstRaw > firstRolled ? firstRaw : null;
}

/** A day's aggregates over its raw rows, as the rollups store them. */
export type DayFigures = { views: ViewAggregateRow[]; timeOnPage: TimeOnPageRow[]; goals: GoalAggregateRow[] };

/**
 * Whether a day's rollup is the job's final one (with the rows per filter value) or a request's
 * rollup of today so far for one filter value (all visits for an unfiltered view), whose figures
 * come labelled as all visits and are stored as that filter value's.
 */
type RollupKind = { final: true } | { partialFor: RolledFilter };

const labelled = <Row extends { filter_key: string; filter_value: string }>(rows: Row[], filter: RolledFilter): Row[] =>
  rows.map((row) => ({ ...row, filter_key: filter.key, filter_value: filter.value }));

/** Writes one day's rollups from its figures (upserts, never sums), and when they were written. */
export async function writeDayRollups(tx: Tx, day: string, dayFigures: DayFigures, now: Date, kind: RollupKind): Promise<void> {
  const figures =
    "partialFor" in kind
      ? {
          views: labelled(dayFigures.views, kind.partialFor),
          timeOnPage: labelled(dayFigures.timeOnPage, kind.partialFor),
          goals: labelled(dayFigures.goals, kind.partialFor),
        }
      : dayFigures;
  const rows = figures.views.filter((row) => row.day === day);
  for (const { key } of BREAKDOWNS) {
    const { table } = DIMENSION_SOURCES[key];
    const ofKey = rows.filter((row) => row.dimension === key);
    if (ofKey.length === 0) continue;
    await tx.execute(sql`insert into ${table} (filter_key, filter_value, day, value, visitors, visits, views, bounces)
      select * from jsonb_to_recordset(${JSON.stringify(ofKey)}::jsonb) as r${DIMENSION_RECORDS}
      on conflict (filter_key, filter_value, day, value) do update set visitors = excluded.visitors, visits = excluded.visits, views = excluded.views, bounces = excluded.bounces`);
  }
  const totals = dailyTotalsRows(day, rows, figures.timeOnPage);
  if (totals.length) {
    await tx.execute(sql`insert into ${analyticsDailyTotals} (filter_key, filter_value, day, visitors, visits, views, bounces, time_on_page_seconds, time_on_page_samples)
      select * from jsonb_to_recordset(${JSON.stringify(totals)}::jsonb)
        as r(filter_key text, filter_value text, day date, visitors int, visits int, views int, bounces int, time_on_page_seconds bigint, time_on_page_samples int)
      on conflict (filter_key, filter_value, day) do update set visitors = excluded.visitors, visits = excluded.visits, views = excluded.views, bounces = excluded.bounces,
        time_on_page_seconds = excluded.time_on_page_seconds, time_on_page_samples = excluded.time_on_page_samples`);
  }
  const goals = figures.goals.filter((row) => row.day === day);
  if (goals.length) {
    await tx.execute(sql`insert into ${analyticsDailyGoals} (filter_key, filter_value, day, name, detail, events, visitors, value)
      select * from jsonb_to_recordset(${JSON.stringify(goals)}::jsonb) as r(filter_key text, filter_value text, day date, name text, detail text, events int, visitors int, value float8)
      on conflict (filter_key, filter_value, day, name, detail) do update set events = excluded.events, visitors = excluded.visitors, value = excluded.value`);
  }
  if ("partialFor" in kind) {
    const { key: filterKey, value: filterValue } = kind.partialFor;
    await tx
      .insert(analyticsPartialRollups)
      .values({ filterKey, filterValue, day, writtenAt: now })
      .onConflictDoUpdate({
        target: [analyticsPartialRollups.filterKey, analyticsPartialRollups.filterValue, analyticsPartialRollups.day],
        set: { writtenAt: now },
      });
  } else {
    await tx
      .insert(analyticsRolledDays)
      .values({ day, rolledAt: now, filtersRolled: true })
      .onConflictDoUpdate({ target: analyticsRolledDays.day, set: { rolledAt: now, filtersRolled: true } });
  }
}

/** The markers of request-written rollups of days the job has rolled up since: their rows are the job's final ones now. */
export async function deleteClosedDaysPartialMarkers(db: Db, now: Date): Promise<void> {
  const last = await lastRolledDay(db);
  if (!last) return;
  const through = last < todayIsoDate(now) ? last : addDays(todayIsoDate(now), -1);
  await db.delete(analyticsPartialRollups).where(lte(analyticsPartialRollups.day, through));
}

/**
 * How long after a day's end (UTC) its raw rows are taken as complete: views wait up to a second
 * in an instance's beacon buffer (BEACON_FLUSH_MS) before they are stored.
 */
export const DAY_SETTLED_AFTER_SECONDS = 60;

/** Whether `day` ended at least DAY_SETTLED_AFTER_SECONDS before `now`. */
export function daySettled(day: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${addDays(day, 1)}T00:00:00Z`) + DAY_SETTLED_AFTER_SECONDS * 1_000;
}

/**
 * The closed days after `after`, before `today`, whose rollup for `filter` a request wrote once the
 * day had settled: those rows are as final as the job's for that filter value (a settled day's raw
 * rows no longer change), so they answer until the job rolls the day up.
 */
export async function settledPartialDays(db: Db, filter: RolledFilter, after: string, today: string): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select day::text as day from ${analyticsPartialRollups}
      where filter_key = ${filter.key} and filter_value = ${filter.value} and day > ${after} and day < ${today}
        and written_at >= (day + 1)::timestamp at time zone 'UTC' + make_interval(secs => ${DAY_SETTLED_AFTER_SECONDS})
      order by day`,
  );
  return rows.map((row) => row.day);
}

type DailyTotalsRow = {
  filter_key: string;
  filter_value: string;
  day: string;
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
  time_on_page_seconds: number;
  time_on_page_samples: number;
};

/** The day's headline figures per filter value: the "totals" rows of the views joined with the time-on-page sums (which exist without views too: a tab left open over midnight). */
function dailyTotalsRows(day: string, views: ViewAggregateRow[], timeOnPage: TimeOnPageRow[]): DailyTotalsRow[] {
  const byFilter = new Map<string, DailyTotalsRow>();
  const rowFor = (filterKey: string, filterValue: string): DailyTotalsRow => {
    const key = JSON.stringify([filterKey, filterValue]);
    let row = byFilter.get(key);
    if (!row) {
      row = {
        filter_key: filterKey,
        filter_value: filterValue,
        day,
        visitors: 0,
        visits: 0,
        views: 0,
        bounces: 0,
        time_on_page_seconds: 0,
        time_on_page_samples: 0,
      };
      byFilter.set(key, row);
    }
    return row;
  };
  for (const view of views) {
    if (view.dimension !== TOTALS_DIMENSION) continue;
    Object.assign(rowFor(view.filter_key, view.filter_value), { visitors: view.visitors, visits: view.visits, views: view.views, bounces: view.bounces });
  }
  for (const report of timeOnPage) {
    if (report.day !== day) continue;
    Object.assign(rowFor(report.filter_key, report.filter_value), {
      time_on_page_seconds: Number(report.time_on_page_seconds),
      time_on_page_samples: report.time_on_page_samples,
    });
  }
  return [...byFilter.values()];
}

/**
 * A scope's figures from its raw rows: the same aggregates the dashboard reads for days not rolled
 * up. `byFilter` adds the rows per filter value that a final daily rollup keeps.
 */
export async function dayFigures(db: Db | Tx, scope: RawScope, { withDetails = true, byFilter = false } = {}): Promise<DayFigures> {
  return {
    views: await rowsOf<ViewAggregateRow>(db, viewAggregates(scope, withDetails ? undefined : [], { byFilter })),
    timeOnPage: await rowsOf<TimeOnPageRow>(db, timeOnPageAggregate(scope, { byFilter })),
    goals: withDetails ? await rowsOf<GoalAggregateRow>(db, goalsAggregate(scope, { byFilter })) : [],
  };
}

/**
 * Rolls up every closed (UTC) day after the latest rolled one, oldest first, one transaction per
 * day, so an interrupted run resumes where it stopped. Returns the days rolled up.
 */
export async function rollUpClosedDays(db: Db, now: Date, signal?: AbortSignal): Promise<string[]> {
  const today = todayIsoDate(now);
  const last = await lastRolledDay(db);
  let day = last ? addDays(last, 1) : await firstRawDay(db);
  const rolled: string[] = [];
  while (day && day < today && !signal?.aborted) {
    const current = day;
    await rollUpDay(db, current, now);
    rolled.push(current);
    day = addDays(current, 1);
  }
  return rolled;
}

/**
 * Days rolled up before the rollups kept rows per filter value are rolled up again, newest first
 * (so the periods staff look at most are filterable first), as long as their raw rows are kept.
 * Returns the days done.
 */
export async function rollUpFiltersOfEarlierDays(db: Db, now: Date, signal?: AbortSignal): Promise<string[]> {
  const firstRaw = await firstRawDay(db);
  if (!firstRaw) return [];
  const days = await rowsOf<{ day: string }>(
    db,
    sql`select day::text as day from ${analyticsRolledDays} where not filters_rolled and ${CLOSED_WHEN_ROLLED} and day >= ${firstRaw} order by day desc`,
  );
  const done: string[] = [];
  for (const { day } of days) {
    if (signal?.aborted) break;
    await rollUpDay(db, day, now);
    done.push(day);
  }
  return done;
}

/**
 * The first day from which every closed day up to the last rolled one has rollups per filter value,
 * or null when the last rolled day has none: a view narrowed by one filter counts from that day.
 */
export async function filterRollupsSince(db: Db | Tx): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select min(day)::text as day from ${analyticsRolledDays}
      where ${CLOSED_WHEN_ROLLED} and filters_rolled
        and day > coalesce((select max(day) from ${analyticsRolledDays} where ${CLOSED_WHEN_ROLLED} and not filters_rolled), '-infinity'::date)`,
  );
  return row?.day ?? null;
}

/**
 * Refreshes the planner's statistics of the raw tables. PostgreSQL's autovacuum does this on a
 * server; the embedded database has no background workers, and without statistics it planned a
 * filtered week of five million views as a nested loop that took 28 s instead of 0.7 s.
 */
export async function analyzeRawTables(db: Db): Promise<void> {
  await db.execute(sql`analyze page_views, analytics_events`);
}

/** Raw rows are deleted in batches of this many, so no single statement holds the table for long. */
const DELETE_BATCH = 10_000;

/** The first day whose raw rows are kept. */
export function rawRetentionStart(now: Date, months: number): string {
  const start = new Date(`${todayIsoDate(now)}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start.toISOString().slice(0, 10);
}

/**
 * Deletes raw page views and events older than the retention, but never a day not yet rolled up:
 * after it only the daily rollups remain. Returns how many rows went.
 */
export async function deleteExpiredRawRows(db: Db, now: Date, months: number): Promise<{ pageViews: number; events: number }> {
  const last = await lastRolledDay(db);
  if (!last) return { pageViews: 0, events: 0 };
  const retentionStart = rawRetentionStart(now, months);
  const before = retentionStart <= last ? retentionStart : addDays(last, 1);
  const deleteFrom = async (table: "page_views" | "analytics_events") => {
    let total = 0;
    for (;;) {
      const deleted = await rowsOf<{ id: string }>(
        db,
        sql`delete from ${sql.identifier(table)} where id in (select id from ${sql.identifier(table)} where day < ${before} limit ${DELETE_BATCH}) returning id`,
      );
      total += deleted.length;
      if (deleted.length < DELETE_BATCH) return total;
    }
  };
  return { pageViews: await deleteFrom("page_views"), events: await deleteFrom("analytics_events") };
}
