import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { ANALYTICS_VALUES } from "~/lib/analytics/analytics-events";
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
import { FILTER_KEYS, type FilterKey, type Filters, storedFilterValue } from "~/lib/analytics/dashboard-query";
import { DEVICE_TYPES } from "~/lib/analytics/device-type";
import { addDays } from "~/lib/analytics/periods";
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
    Number.isFinite(type.belowWidth)
      ? sql`when ${width} < ${sql.raw(String(type.belowWidth))} then '${sql.raw(type.name)}'`
      : sql`else '${sql.raw(type.name)}'`,
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
export const DIMENSION_RECORDS = sql`(filter_key text, filter_value text, day date, value text, visitors int, visits int, views int, bounces int)`;

const ALL_BREAKDOWN_KEYS = Object.keys(DIMENSION_SOURCES) as BreakdownKey[];

/** The headline counts are one more "dimension" of the views, with a single value. */
export const TOTALS_DIMENSION = "totals";
export type ViewDimension = BreakdownKey | typeof TOTALS_DIMENSION;

/**
 * One row of `viewAggregates`: a day's counts for one value of one dimension, shaped like a rollup
 * row, among the visits matching `filter_value` of `filter_key` ('' and '' for all visits).
 */
export type ViewAggregateRow = {
  filter_key: string;
  filter_value: string;
  dimension: ViewDimension;
  day: string;
  value: string;
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
};

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

/** Every visit once with no filter ('', ''), and once per value of each filter it matches (every page it read). */
const VISIT_FILTERS = sql`visit_filters as (
    select distinct v.session_id, f.filter_key, f.filter_value
    from v cross join lateral (values ('', ''), ${sql.join(
      FILTER_KEYS.map((key) => sql`(${key}::text, v.${sql.identifier(key)})`),
      sql`, `,
    )}) as f(filter_key, filter_value)
  )`;

/**
 * Per day, dimension and value: visitors, visits, views and one-page visits, for every breakdown
 * and the headline counts at once. One pass over the scope's views (each view fans out to one row
 * per dimension) instead of one pass per breakdown: the dashboard's not-yet-rolled-up days and a
 * filtered view cost one scan, and a day's rollup is written from one result. The counts are taken
 * in three plain groupings (per visit, per visitor, per value) rather than with count(distinct),
 * which would sort every group's rows again. `breakdowns` limits the result to the headline counts
 * and those breakdowns (all by default). `byFilter` adds the same figures among the visits matching
 * each value of each filter, which the daily rollups keep so that a filtered view reads them too:
 * the per-visit counts are joined to the visit's filter values, so each visit is counted once per
 * filter value it matches.
 */
export function viewAggregates(scope: RawScope, breakdowns: readonly BreakdownKey[] = ALL_BREAKDOWN_KEYS, { byFilter = false } = {}): SQL {
  const filterColumns = byFilter ? sql`vf.filter_key, vf.filter_value` : sql`''::text as filter_key, ''::text as filter_value`;
  const filterJoin = byFilter ? sql` join visit_filters vf on vf.session_id = p.session_id` : sql``;
  return sql`with ${viewsCte(scope)},${byFilter ? sql` ${VISIT_FILTERS},` : sql``}
    per_visit as (
      select d.dimension, v.day, d.value, v.visitor_id, v.session_id, count(*) as views, bool_or(v.visit_views = 1) as bounced
      from v cross join lateral ${dimensionValues(breakdowns)}
      where d.value is not null
      group by d.dimension, v.day, d.value, v.visitor_id, v.session_id
    ),
    per_visitor as (
      select ${filterColumns}, p.dimension, p.day, p.value, count(*) as visits, sum(p.views) as views, count(*) filter (where p.bounced) as bounces
      from per_visit p${filterJoin} group by 1, 2, p.dimension, p.day, p.value, p.visitor_id
    )
    select filter_key, filter_value, dimension, day::text as day, value,
      count(*)::int as visitors, sum(visits)::int as visits, sum(views)::int as views, sum(bounces)::int as bounces
    from per_visitor group by filter_key, filter_value, dimension, day, value`;
}

export type TimeOnPageRow = { filter_key: string; filter_value: string; day: string; time_on_page_seconds: string | number; time_on_page_samples: number };

/**
 * Each visit of the scope's days once per value of each filter it matches, from its page views:
 * how events (time on page, goals) are counted among the visits a filter selects.
 */
function eventVisitFilters(scope: RawScope): SQL {
  return sql`visit_filters as (
    select distinct pv.session_id, f.filter_key, f.filter_value
    from page_views pv cross join lateral (values ${sql.join(
      FILTER_KEYS.map((key) => sql`(${key}::text, ${FILTER_EXPRESSIONS[key]})`),
      sql`, `,
    )}) as f(filter_key, filter_value)
    where pv.day >= ${scope.from} and pv.day < ${scope.until}
  )`;
}

/**
 * An aggregate over the scope's events among all visits ('' filter), and with `byFilter` also among
 * the visits matching each value of each filter. `select` names the grouped columns after the
 * filter pair; `events` is the filtered events' relation (aliased e) and `groupBy` the columns after it.
 */
function eventAggregate(scope: RawScope, byFilter: boolean, select: SQL, events: SQL, groupBy: SQL): SQL {
  const all = sql`select ''::text as filter_key, ''::text as filter_value, ${select} from ${events} group by ${groupBy}`;
  if (!byFilter) return all;
  return sql`with ${eventVisitFilters(scope)}
    ${all}
    union all
    select vf.filter_key, vf.filter_value, ${select} from ${events} join visit_filters vf on vf.session_id = e.session_id group by vf.filter_key, vf.filter_value, ${groupBy}`;
}

const timeOnPageSeconds = sql`least(greatest((e.params->>'seconds')::float8, 0), ${sql.raw(String(MAX_TIME_ON_PAGE_SECONDS))})`;

/** Per day: the sum and number of time-on-page reports, so averages over any range stay exact. */
export function timeOnPageAggregate(scope: RawScope, { byFilter = false } = {}): SQL {
  return eventAggregate(
    scope,
    byFilter,
    sql`e.day::text as day, coalesce(sum(${timeOnPageSeconds}), 0)::bigint as time_on_page_seconds, count(*)::int as time_on_page_samples`,
    sql`(select * from analytics_events where day >= ${scope.from} and day < ${scope.until} and name = 'time_on_page'
      and jsonb_typeof(params->'seconds') = 'number'${visitsMatching(scope)}) e`,
    sql`e.day`,
  );
}

/** What splits a goal: button clicks by label, scroll depth by percent, outbound clicks by site, files by name, calculator use by year and coverage. */
const GOAL_DETAIL = sql`(case e.name
    when 'button_click' then coalesce(e.params->>'label', '')
    when 'scroll_depth' then coalesce(e.params->>'percent', '')
    when 'click' then coalesce(e.params->>'link_domain', '')
    when 'file_download' then coalesce(e.params->>'file_name', '')
    when 'certification_interest' then coalesce(e.params->>'certification', '')
    when 'calculator_used' then concat_ws(' ', e.params->>'year', e.params->>'coverage')
    else '' end)`;

/** The conversion values are the site's fixed prices (ANALYTICS_VALUES), never the value a browser sent. */
const GOAL_VALUE = sql`(case e.name ${sql.join(
  Object.entries(ANALYTICS_VALUES).map(([name, { value }]) => sql`when '${sql.raw(name.replace(/[^a-z_]/g, ""))}' then ${sql.raw(String(Number(value)))}`),
  sql` `,
)} else 0 end)`;

export type GoalAggregateRow = {
  filter_key: string;
  filter_value: string;
  day: string;
  name: string;
  detail: string;
  events: number;
  visitors: number;
  value: number;
};

/** Per day, event name and detail: events, visitors and value, shaped like analytics_daily_goals (by filter value too with `byFilter`). */
export function goalsAggregate(scope: RawScope, { byFilter = false } = {}): SQL {
  return eventAggregate(
    scope,
    byFilter,
    sql`e.day::text as day, e.name, e.detail, count(*)::int as events, count(distinct e.visitor_id)::int as visitors, sum(e.value)::float8 as value`,
    sql`(select day, name, left(${GOAL_DETAIL}, 200) as detail, visitor_id, session_id, ${GOAL_VALUE} as value
      from analytics_events e
      where e.day >= ${scope.from} and e.day < ${scope.until}${visitsMatching(scope)}) e`,
    sql`e.day, e.name, e.detail`,
  );
}

/** Per hour of the scope's days (UTC): visitors in that hour and views. */
export function hourlyAggregate(scope: RawScope): SQL {
  return sql`with ${viewsCte(scope)}
    select to_char(v.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as bucket,
      count(distinct v.visitor_id)::int as visitors, count(*)::int as views
    from v group by 1`;
}

/**
 * `viewAggregates` with `byFilter` for one closed day, as the daily rollup needs it, counted over
 * integer keys: each visitor, visit, (dimension, value) pair and (filter, value) pair of the day is
 * numbered first, so the grouping of every visit against every filter value it matches (hundreds
 * of thousands of rows on a busy day, each formerly keyed by five texts and sorted) hashes small
 * integers instead. Same rows as `viewAggregates(scope, all, { byFilter: true })`.
 */
export function dayRollupViewAggregates(day: string): SQL {
  const scope: RawScope = { from: day, until: addDays(day, 1) };
  return sql`with ${viewsCte(scope)},
    numbered as (
      select v.*, dense_rank() over (order by v.visitor_id)::int as visitor_no, dense_rank() over (order by v.session_id)::int as visit_no from v
    ),
    view_values as (
      select v.visitor_no, v.visit_no, v.visit_views, d.dimension, d.value
      from numbered v cross join lateral ${dimensionValues(ALL_BREAKDOWN_KEYS)}
      where d.value is not null
    ),
    value_ids as (
      select dimension, value, row_number() over ()::int as value_no from (select distinct dimension, value from view_values) pairs
    ),
    per_visit as (
      select i.value_no, w.visitor_no, w.visit_no, count(*)::int as views, bool_or(w.visit_views = 1) as bounced
      from view_values w join value_ids i on i.dimension = w.dimension and i.value = w.value
      group by i.value_no, w.visitor_no, w.visit_no
    ),
    visit_filter_values as (
      select distinct n.visit_no, f.filter_key, f.filter_value
      from numbered n cross join lateral (values ('', ''), ${sql.join(
        FILTER_KEYS.map((key) => sql`(${key}::text, n.${sql.identifier(key)})`),
        sql`, `,
      )}) as f(filter_key, filter_value)
    ),
    filter_ids as (
      select filter_key, filter_value, row_number() over ()::int as filter_no from (select distinct filter_key, filter_value from visit_filter_values) pairs
    ),
    visit_filters as (
      select vf.visit_no, fi.filter_no from visit_filter_values vf join filter_ids fi using (filter_key, filter_value)
    ),
    per_visitor as (
      select vf.filter_no, p.value_no, count(*)::int as visits, sum(p.views)::int as views, (count(*) filter (where p.bounced))::int as bounces
      from per_visit p join visit_filters vf on vf.visit_no = p.visit_no
      group by vf.filter_no, p.value_no, p.visitor_no
    ),
    per_value as (
      select filter_no, value_no, count(*)::int as visitors, sum(visits)::int as visits, sum(views)::int as views, sum(bounces)::int as bounces
      from per_visitor group by filter_no, value_no
    )
    select fi.filter_key, fi.filter_value, i.dimension, ${day}::text as day, i.value, pv.visitors, pv.visits, pv.views, pv.bounces
    from per_value pv join filter_ids fi using (filter_no) join value_ids i using (value_no)`;
}
