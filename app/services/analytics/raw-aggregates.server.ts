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
import type { Db } from "~/services/platform";

/**
 * Aggregates over the raw page_views and analytics_events rows of a day range. The same queries
 * fill the daily rollups (one closed day at a time), answer the days not rolled up yet (today),
 * and answer filtered views, so the three can never disagree.
 */

/** Days from `from` up to but not including `until` (yyyy-mm-dd). */
export type RawScope = { from: string; until: string; filters?: Filters };

/** Time on page beyond the session gap is a tab left open, not reading: counted as 30 minutes. */
export const MAX_TIME_ON_PAGE_SECONDS = 1_800;

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
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
function sessionFilter(scope: RawScope): SQL {
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
    where pv.day >= ${scope.from} and pv.day < ${scope.until}${sessionFilter(scope)}
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

/** Per day and value: visitors, visits, views and one-page visits, shaped like a rollup row. */
export function dimensionAggregate(key: BreakdownKey, scope: RawScope): SQL {
  const source = DIMENSION_SOURCES[key];
  const column = sql.identifier(source.column);
  const conditions = [sql`true`];
  if (source.entryOnly) conditions.push(sql`v.visit_position = 1`);
  if (source.skipEmpty) conditions.push(sql`v.${column} <> ''`);
  return sql`with ${viewsCte(scope)}
    select v.day, v.${column} as value,
      count(distinct v.visitor_id)::int as visitors,
      count(distinct v.session_id)::int as visits,
      count(*)::int as views,
      (count(distinct v.session_id) filter (where v.visit_views = 1))::int as bounces
    from v where ${sql.join(conditions, sql` and `)}
    group by v.day, v.${column}`;
}

const timeOnPageSeconds = sql`least(greatest((e.params->>'seconds')::float8, 0), ${sql.raw(String(MAX_TIME_ON_PAGE_SECONDS))})`;

/** Per day: visitors, visits, views, one-page visits and time on page, shaped like analytics_daily_totals. */
export function totalsAggregate(scope: RawScope): SQL {
  return sql`with ${viewsCte(scope)},
    t as (
      select e.day,
        coalesce(sum(${timeOnPageSeconds}), 0)::bigint as time_on_page_seconds,
        count(*)::int as time_on_page_samples
      from analytics_events e
      where e.day >= ${scope.from} and e.day < ${scope.until} and e.name = 'time_on_page'
        and jsonb_typeof(e.params->'seconds') = 'number'${sessionFilter(scope)}
      group by e.day
    ),
    d as (
      select v.day,
        count(distinct v.visitor_id)::int as visitors,
        count(distinct v.session_id)::int as visits,
        count(*)::int as views,
        (count(distinct v.session_id) filter (where v.visit_views = 1))::int as bounces
      from v group by v.day
    )
    select coalesce(d.day, t.day) as day, coalesce(d.visitors, 0) as visitors, coalesce(d.visits, 0) as visits,
      coalesce(d.views, 0) as views, coalesce(d.bounces, 0) as bounces,
      coalesce(t.time_on_page_seconds, 0)::bigint as time_on_page_seconds, coalesce(t.time_on_page_samples, 0) as time_on_page_samples
    from d full join t on t.day = d.day`;
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

/** Per day, event name and detail: events, visitors and value, shaped like analytics_daily_goals. */
export function goalsAggregate(scope: RawScope): SQL {
  return sql`select g.day, g.name, g.detail, count(*)::int as events, count(distinct g.visitor_id)::int as visitors, sum(g.value)::float8 as value
    from (
      select e.day, e.name, left(${GOAL_DETAIL}, 200) as detail, e.visitor_id, ${GOAL_VALUE} as value
      from analytics_events e
      where e.day >= ${scope.from} and e.day < ${scope.until}${sessionFilter(scope)}
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
