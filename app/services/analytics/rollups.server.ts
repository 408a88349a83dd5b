import { eq, sql } from "drizzle-orm";
import { analyticsDailyGoals, analyticsDailyTotals, analyticsRolledDays } from "~/db/schema/index";
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

/**
 * The latest day rolled up after it closed, or null before the first rollup. Later days are read
 * from the raw rows, except today while its rollup is fresh (todayRollupAge).
 */
export async function lastRolledDay(db: Db | Tx): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(db, sql`select max(day)::text as day from ${analyticsRolledDays} where ${CLOSED_WHEN_ROLLED}`);
  return row?.day ?? null;
}

/** A day's rollup is final when it was written after the day ended (UTC); before, it is today's partial one. */
const CLOSED_WHEN_ROLLED = sql`rolled_at >= (day + 1)::timestamp at time zone 'UTC'`;

/** When today's partial rollup was written, or null when there is none. */
export async function todayRollupWrittenAt(db: Db, today: string): Promise<Date | null> {
  const [row] = await db.select({ rolledAt: analyticsRolledDays.rolledAt }).from(analyticsRolledDays).where(eq(analyticsRolledDays.day, today));
  return row?.rolledAt ?? null;
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
  const [row] = await rowsOf<{ first_rolled: string | null }>(db, sql`select min(day)::text as first_rolled from ${analyticsRolledDays} where ${CLOSED_WHEN_ROLLED}`);
  const firstRolled = row?.first_rolled ?? null;
  if (!firstRolled) return null;
  // With no raw rows left at all, raw rows are kept from the day after the last rolled-up one.
  const firstRaw = (await firstRawDay(db)) ?? addDays((await lastRolledDay(db)) ?? firstRolled, 1);
  return firstRaw > firstRolled ? firstRaw : null;
}

/** A day's aggregates over its raw rows, as the rollups store them. */
export type DayFigures = { views: ViewAggregateRow[]; timeOnPage: TimeOnPageRow[]; goals: GoalAggregateRow[] };

/** Writes one day's rollups from its figures (upserts, never sums), and when they were written. */
export async function writeDayRollups(tx: Tx, day: string, figures: DayFigures, now: Date): Promise<void> {
  const rows = figures.views.filter((row) => row.day === day);
  for (const { key } of BREAKDOWNS) {
    const { table } = DIMENSION_SOURCES[key];
    const ofKey = rows.filter((row) => row.dimension === key);
    if (ofKey.length === 0) continue;
    await tx.execute(sql`insert into ${table} (day, value, visitors, visits, views, bounces)
      select * from jsonb_to_recordset(${JSON.stringify(ofKey)}::jsonb) as r${DIMENSION_RECORDS}
      on conflict (day, value) do update set visitors = excluded.visitors, visits = excluded.visits, views = excluded.views, bounces = excluded.bounces`);
  }
  const totals = rows.find((row) => row.dimension === TOTALS_DIMENSION);
  const timeOnPage = figures.timeOnPage.find((row) => row.day === day);
  if (totals || timeOnPage) {
    const values = {
      day,
      visitors: totals?.visitors ?? 0,
      visits: totals?.visits ?? 0,
      views: totals?.views ?? 0,
      bounces: totals?.bounces ?? 0,
      timeOnPageSeconds: Number(timeOnPage?.time_on_page_seconds ?? 0),
      timeOnPageSamples: timeOnPage?.time_on_page_samples ?? 0,
    };
    await tx.insert(analyticsDailyTotals).values(values).onConflictDoUpdate({ target: analyticsDailyTotals.day, set: values });
  }
  const goals = figures.goals.filter((row) => row.day === day);
  if (goals.length) {
    await tx.execute(sql`insert into ${analyticsDailyGoals} (day, name, detail, events, visitors, value)
      select * from jsonb_to_recordset(${JSON.stringify(goals)}::jsonb) as r(day date, name text, detail text, events int, visitors int, value float8)
      on conflict (day, name, detail) do update set events = excluded.events, visitors = excluded.visitors, value = excluded.value`);
  }
  await tx.insert(analyticsRolledDays).values({ day, rolledAt: now }).onConflictDoUpdate({ target: analyticsRolledDays.day, set: { rolledAt: now } });
}

/** One day's figures from its raw rows: the same aggregates the dashboard reads for days not rolled up. */
export async function dayFigures(db: Db | Tx, scope: RawScope, { withDetails = true } = {}): Promise<DayFigures> {
  return {
    views: await rowsOf<ViewAggregateRow>(db, viewAggregates(scope, withDetails ? undefined : [])),
    timeOnPage: await rowsOf<TimeOnPageRow>(db, timeOnPageAggregate(scope)),
    goals: withDetails ? await rowsOf<GoalAggregateRow>(db, goalsAggregate(scope)) : [],
  };
}

async function rollUpDay(tx: Tx, day: string, now: Date): Promise<void> {
  await writeDayRollups(tx, day, await dayFigures(tx, { from: day, until: addDays(day, 1) }), now);
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
    await db.transaction((tx) => rollUpDay(tx, current, now));
    rolled.push(current);
    day = addDays(current, 1);
  }
  return rolled;
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
