import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { ANALYTICS_VALUES } from "~/content/ui-limits";
import {
  analyticsDailyBrowsers,
  analyticsDailyCampaigns,
  analyticsDailyCountries,
  analyticsDailyDevices,
  analyticsDailyEntryPages,
  analyticsDailyLanguages,
  analyticsDailyOperatingSystems,
  analyticsDailyPages,
  analyticsDailyPosts,
  analyticsDailySources,
} from "~/db/schema/index";
import type { BreakdownKey } from "~/lib/analytics/breakdowns";
import { type FilterKey, type Filters, storedFilterValue } from "~/lib/analytics/dashboard-query";
import { DEVICE_TYPES } from "~/lib/analytics/device-type";
import type { Db, Tx } from "~/services/platform";

/**
 * Aggregates over the raw page_views and analytics_events rows of a day range. The same queries
 * fill the daily rollups (one closed day at a time), answer the days not rolled up yet (today),
 * and answer filtered views, so the three can never disagree.
 */

/** Days from `from` up to but not including `until` (yyyy-mm-dd). */
export type RawScope = { from: string; until: string; filters?: Filters };

/** Time on page beyond the session gap is a tab left open, not reading: counted as 30 minutes. */
export const MAX_TIME_ON_PAGE_SECONDS = 1_800;

export async function rowsOf<T>(db: Pick<Db, "execute"> | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const deviceOf = (width: SQL): SQL => {
  const steps = DEVICE_TYPES.map((type) =>
    Number.isFinite(type.belowWidth) ? sql`when ${width} < ${sql.raw(String(type.belowWidth))} then '${sql.raw(type.name)}'` : sql`else '${sql.raw(type.name)}'`,
  );
  return sql`(case when coalesce(${width}, 0) = 0 then '' ${sql.join(steps, sql` `)} end)`;
};

/** The filterable dimensions as expressions over a page_views row aliased `pv`. */
const FILTER_EXPRESSIONS: Record<FilterKey, SQL> = {
  page: sql`split_part(pv.path, '?', 1)`,
  source: sql`coalesce(pv.source, '')`,
  country: sql`coalesce(pv.country, '')`,
  device: deviceOf(sql`pv.screen_width`),
};

/**
 * A filter selects whole visits: those with a view matching every filter. Source, country and
 * device are the same on every view of a visit; for a page it means "visits that read the page".
 */
export function visitsMatching(scope: RawScope): SQL {
  const entries = Object.entries(scope.filters ?? {}) as [FilterKey, string][];
  if (entries.length === 0) return sql``;
  const conditions = entries.map(([key, value]) => sql`${FILTER_EXPRESSIONS[key]} = ${storedFilterValue(value)}`);
  return sql` and session_id in (select pv.session_id from page_views pv where pv.day >= ${scope.from} and pv.day < ${scope.until} and ${sql.join(conditions, sql` and `)})`;
}

/** The scope's page views with every dimension as a column, and their visit's size and order. */
function viewsCte(scope: RawScope): SQL {
  return sql`v as (
    select pv.day, pv.visitor_id, pv.session_id, pv.occurred_at,
      ${FILTER_EXPRESSIONS.page} as page,
      coalesce(pv.blog_post_id::text, '') as post,
      ${FILTER_EXPRESSIONS.source} as source,
      coalesce(pv.utm_campaign, '') as campaign,
      ${FILTER_EXPRESSIONS.country} as country,
      coalesce(pv.browser, '') as browser,
      coalesce(pv.os, '') as os,
      ${FILTER_EXPRESSIONS.device} as device,
      coalesce(pv.language, '') as language,
      count(*) over (partition by pv.session_id) as visit_views,
      row_number() over (partition by pv.session_id order by pv.occurred_at, pv.id) as visit_position
    from page_views pv
    where pv.day >= ${scope.from} and pv.day < ${scope.until}${visitsMatching(scope)}
  )`;
}

type DimensionSource = { table: PgTable; column: string; entryOnly?: boolean; skipEmpty?: boolean };

/** Where each breakdown is rolled up, and which column of the views it groups by. */
export const DIMENSION_SOURCES: Record<BreakdownKey, DimensionSource> = {
  pages: { table: analyticsDailyPages, column: "page" },
  "entry-pages": { table: analyticsDailyEntryPages, column: "page", entryOnly: true },
  posts: { table: analyticsDailyPosts, column: "post", skipEmpty: true },
  sources: { table: analyticsDailySources, column: "source" },
  campaigns: { table: analyticsDailyCampaigns, column: "campaign", skipEmpty: true },
  countries: { table: analyticsDailyCountries, column: "country" },
  browsers: { table: analyticsDailyBrowsers, column: "browser" },
  "operating-systems": { table: analyticsDailyOperatingSystems, column: "os" },
  devices: { table: analyticsDailyDevices, column: "device" },
  languages: { table: analyticsDailyLanguages, column: "language" },
};

/** The columns of a dimension rollup row, for reading rows given as JSON (jsonb_to_recordset) back as a relation. */
export const DIMENSION_RECORDS = sql`(day date, value text, visitors int, visits int, views int, bounces int)`;

const ALL_BREAKDOWN_KEYS = Object.keys(DIMENSION_SOURCES) as BreakdownKey[];

/** The headline counts are one more "dimension" of the views, with a single value. */
export const TOTALS_DIMENSION = "totals";
export type ViewDimension = BreakdownKey | typeof TOTALS_DIMENSION;

/** One row of `viewAggregates`: a day's counts for one value of one dimension, shaped like a rollup row. */
export type ViewAggregateRow = { dimension: ViewDimension; day: string; value: string; visitors: number; visits: number; views: number; bounces: number };

/** The (dimension, value) pairs each view counts for; null where a view does not count (not the visit's entry, an empty post). */
function dimensionValues(breakdowns: readonly BreakdownKey[]): SQL {
  const pairs = breakdowns.map((key) => {
    const source = DIMENSION_SOURCES[key];
    const column = sql`v.${sql.identifier(source.column)}`;
    const conditions: SQL[] = [];
    if (source.entryOnly) conditions.push(sql`v.visit_position = 1`);
    if (source.skipEmpty) conditions.push(sql`${column} <> ''`);
    const value = conditions.length ? sql`case when ${sql.join(conditions, sql` and `)} then ${column} end` : column;
    return sql`(${key}::text, ${value})`;
  });
  return sql`(values ${sql.join([sql`(${TOTALS_DIMENSION}::text, '')`, ...pairs], sql`, `)}) as d(dimension, value)`;
}

/**
 * Per day, dimension and value: visitors, visits, views and one-page visits, for every breakdown
 * and the headline counts at once. One pass over the scope's views (each view fans out to one row
 * per dimension) instead of one pass per breakdown: the dashboard's not-yet-rolled-up days and a
 * filtered view cost one scan, and a day's rollup is written from one result. The counts are taken
 * in three plain groupings (per visit, per visitor, per value) rather than with count(distinct),
 * which would sort every group's rows again. `breakdowns` limits the result to the headline counts
 * and those breakdowns (all by default).
 */
export function viewAggregates(scope: RawScope, breakdowns: readonly BreakdownKey[] = ALL_BREAKDOWN_KEYS): SQL {
  return sql`with ${viewsCte(scope)},
    per_visit as (
      select d.dimension, v.day, d.value, v.visitor_id, v.session_id, count(*) as views, bool_or(v.visit_views = 1) as bounced
      from v cross join lateral ${dimensionValues(breakdowns)}
      where d.value is not null
      group by d.dimension, v.day, d.value, v.visitor_id, v.session_id
    ),
    per_visitor as (
      select dimension, day, value, count(*) as visits, sum(views) as views, count(*) filter (where bounced) as bounces
      from per_visit group by dimension, day, value, visitor_id
    )
    select dimension, day::text as day, value,
      count(*)::int as visitors, sum(visits)::int as visits, sum(views)::int as views, sum(bounces)::int as bounces
    from per_visitor group by dimension, day, value`;
}

export type TimeOnPageRow = { day: string; time_on_page_seconds: string | number; time_on_page_samples: number };

const timeOnPageSeconds = sql`least(greatest((e.params->>'seconds')::float8, 0), ${sql.raw(String(MAX_TIME_ON_PAGE_SECONDS))})`;

/** Per day: the sum and number of time-on-page reports, so averages over any range stay exact. */
export function timeOnPageAggregate(scope: RawScope): SQL {
  return sql`select e.day::text as day,
      coalesce(sum(${timeOnPageSeconds}), 0)::bigint as time_on_page_seconds,
      count(*)::int as time_on_page_samples
    from analytics_events e
    where e.day >= ${scope.from} and e.day < ${scope.until} and e.name = 'time_on_page'
      and jsonb_typeof(e.params->'seconds') = 'number'${visitsMatching(scope)}
    group by e.day`;
}

/** What splits a goal: button clicks by label, scroll depth by percent, outbound clicks by site, files by name. */
const GOAL_DETAIL = sql`(case e.name
    when 'button_click' then coalesce(e.params->>'label', '')
    when 'scroll_depth' then coalesce(e.params->>'percent', '')
    when 'click' then coalesce(e.params->>'link_domain', '')
    when 'file_download' then coalesce(e.params->>'file_name', '')
    when 'certification_interest' then coalesce(e.params->>'certification', '')
    else '' end)`;

/** The conversion values are the site's fixed prices (ANALYTICS_VALUES), never the value a browser sent. */
const GOAL_VALUE = sql`(case e.name ${sql.join(
  Object.entries(ANALYTICS_VALUES).map(([name, { value }]) => sql`when '${sql.raw(name.replace(/[^a-z_]/g, ""))}' then ${sql.raw(String(Number(value)))}`),
  sql` `,
)} else 0 end)`;

export type GoalAggregateRow = { day: string; name: string; detail: string; events: number; visitors: number; value: number };

/** Per day, event name and detail: events, visitors and value, shaped like analytics_daily_goals. */
export function goalsAggregate(scope: RawScope): SQL {
  return sql`select g.day::text as day, g.name, g.detail, count(*)::int as events, count(distinct g.visitor_id)::int as visitors, sum(g.value)::float8 as value
    from (
      select e.day, e.name, left(${GOAL_DETAIL}, 200) as detail, e.visitor_id, ${GOAL_VALUE} as value
      from analytics_events e
      where e.day >= ${scope.from} and e.day < ${scope.until}${visitsMatching(scope)}
    ) g
    group by g.day, g.name, g.detail`;
}

/** Per hour of the scope's days (UTC): visitors in that hour and views. */
export function hourlyAggregate(scope: RawScope): SQL {
  return sql`with ${viewsCte(scope)}
    select to_char(v.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as bucket,
      count(distinct v.visitor_id)::int as visitors, count(*)::int as views
    from v group by 1`;
}
