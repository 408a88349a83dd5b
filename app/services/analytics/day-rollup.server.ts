import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { analyticsDailyGoals, analyticsDailyTotals, analyticsRolledDays } from "~/db/schema/index";
import { BREAKDOWNS } from "~/lib/analytics/breakdowns";
import { addDays } from "~/lib/analytics/periods";
import type { Db } from "~/services/platform";
import { dayRollupViewAggregates, DIMENSION_SOURCES, goalsAggregate, timeOnPageAggregate, TOTALS_DIMENSION } from "./raw-aggregates.server";

/**
 * Sorts and hashes of a day's aggregate (hundreds of thousands of rows once each visit is counted
 * per filter value) fit in memory with this much; the default 4 MB spilled them to temporary files
 * and doubled the time. Set for the rollup's transaction only.
 */
const ROLLUP_WORK_MEM = "64MB";

/**
 * A closed day's final rollup as two statements inside the database: the day's view aggregate into
 * a temporary table, then INSERT … SELECT from it into every rollup table (data-modifying CTEs),
 * with the events' aggregates, the rows per filter value, and the day marked rolled. Before, the
 * aggregates came back to the server as thousands of rows and went in again as JSON, per table.
 * Two statements rather than one: each stays well within the server driver's 15 s query timeout.
 */
export function dayRollupStatements(day: string, now: Date): SQL[] {
  const scope = { from: day, until: addDays(day, 1) };
  const dimensionInserts = BREAKDOWNS.map(({ key }) => {
    const { table } = DIMENSION_SOURCES[key];
    return sql`${sql.identifier(`rolled_${key.replace(/-/g, "_")}`)} as (
      insert into ${table} (filter_key, filter_value, day, value, visitors, visits, views, bounces)
      select filter_key, filter_value, day::date, value, visitors, visits, views, bounces from day_views where dimension = ${key}
      on conflict (filter_key, filter_value, day, value) do update
        set visitors = excluded.visitors, visits = excluded.visits, views = excluded.views, bounces = excluded.bounces
    )`;
  });
  const dayViews = sql`create temporary table analytics_day_views on commit drop as ${dayRollupViewAggregates(day)}`;
  const inserts = sql`with day_views as (select * from analytics_day_views),
    day_time_on_page as materialized (${timeOnPageAggregate(scope, { byFilter: true })}),
    day_goals as materialized (${goalsAggregate(scope, { byFilter: true })}),
    ${sql.join(dimensionInserts, sql`,\n    `)},
    rolled_totals as (
      insert into ${analyticsDailyTotals} (filter_key, filter_value, day, visitors, visits, views, bounces, time_on_page_seconds, time_on_page_samples)
      -- Time on page exists without views too: a tab left open over midnight.
      select coalesce(v.filter_key, t.filter_key), coalesce(v.filter_value, t.filter_value), ${day}::date,
        coalesce(v.visitors, 0), coalesce(v.visits, 0), coalesce(v.views, 0), coalesce(v.bounces, 0),
        coalesce(t.time_on_page_seconds, 0), coalesce(t.time_on_page_samples, 0)
      from (select * from day_views where dimension = ${TOTALS_DIMENSION}) v
        full join day_time_on_page t on t.filter_key = v.filter_key and t.filter_value = v.filter_value
      on conflict (filter_key, filter_value, day) do update set visitors = excluded.visitors, visits = excluded.visits, views = excluded.views,
        bounces = excluded.bounces, time_on_page_seconds = excluded.time_on_page_seconds, time_on_page_samples = excluded.time_on_page_samples
    ),
    rolled_goals as (
      insert into ${analyticsDailyGoals} (filter_key, filter_value, day, name, detail, events, visitors, value)
      select filter_key, filter_value, day::date, name, detail, events, visitors, value from day_goals
      on conflict (filter_key, filter_value, day, name, detail) do update set events = excluded.events, visitors = excluded.visitors, value = excluded.value
    )
    insert into ${analyticsRolledDays} (day, rolled_at, filters_rolled) values (${day}::date, ${now.toISOString()}::timestamptz, true)
    on conflict (day) do update set rolled_at = excluded.rolled_at, filters_rolled = true`;
  return [dayViews, inserts];
}

/** Whether `db` is the embedded database (PGlite) rather than a PostgreSQL server. */
const isEmbedded = (db: Db) => (db as unknown as { $client?: unknown }).$client instanceof PGlite;

/**
 * A closed day's final rollup, with the rows per filter value, in one transaction: an interrupted
 * run leaves the day unmarked and the next run does it again (the rows are upserts, never sums).
 * On the embedded database without nested loops: its planner cannot estimate the numbered CTEs and
 * looked the day's counts' names up by a nested loop over both (a 300-view day 950 ms instead of
 * 190 ms). PostgreSQL 15 plans hash joins there by itself, and without nested loops it was slower
 * (the events' filter join: 3.2 s instead of 0.3 s for a bench day), so it keeps its defaults.
 */
export async function rollUpDay(db: Db, day: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', ${ROLLUP_WORK_MEM}, true)`);
    if (isEmbedded(db)) await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
    for (const statement of dayRollupStatements(day, now)) await tx.execute(statement);
  });
}
