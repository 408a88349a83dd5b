import { bigint, boolean, date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Daily rollups of page views. Visitor ids rotate with the daily salt, so one visitor cannot be
 * linked across days: unique visitors over any range is the sum of daily uniques, and these tables
 * answer every figure exactly, also after the raw rows are deleted. Days are UTC days.
 *
 * Every row also says which visits it counts: all of them (filter_key and filter_value both ''), or
 * those matching one value of one dashboard filter (filter_key page, source, country or device), so
 * that a view narrowed by one filter reads rollups too.
 */
const filterColumns = {
  filterKey: text("filter_key").notNull().default(""),
  filterValue: text("filter_value").notNull().default(""),
};

/** One table per breakdown dimension, keyed (day, value); '' stands for "unknown" or "none". */
function dailyDimensionTable(name: string) {
  return pgTable(
    name,
    {
      ...filterColumns,
      day: date("day", { mode: "string" }).notNull(),
      value: text("value").notNull(),
      visitors: integer("visitors").notNull(),
      visits: integer("visits").notNull(),
      views: integer("views").notNull(),
      /** Visits of one page view among `visits`. */
      bounces: integer("bounces").notNull(),
    },
    (table) => [
      primaryKey({
        columns: [table.filterKey, table.filterValue, table.day, table.value],
      }),
    ],
  );
}

export const analyticsDailyPages = dailyDimensionTable("analytics_daily_pages");
export const analyticsDailyEntryPages = dailyDimensionTable("analytics_daily_entry_pages");
export const analyticsDailyPosts = dailyDimensionTable("analytics_daily_posts");
export const analyticsDailySources = dailyDimensionTable("analytics_daily_sources");
export const analyticsDailyCampaigns = dailyDimensionTable("analytics_daily_campaigns");
export const analyticsDailyCountries = dailyDimensionTable("analytics_daily_countries");
export const analyticsDailyBrowsers = dailyDimensionTable("analytics_daily_browsers");
export const analyticsDailyOperatingSystems = dailyDimensionTable("analytics_daily_operating_systems");
export const analyticsDailyDevices = dailyDimensionTable("analytics_daily_devices");
export const analyticsDailyLanguages = dailyDimensionTable("analytics_daily_languages");

/** The day's headline figures. */
export const analyticsDailyTotals = pgTable(
  "analytics_daily_totals",
  {
    ...filterColumns,
    day: date("day", { mode: "string" }).notNull(),
    visitors: integer("visitors").notNull(),
    visits: integer("visits").notNull(),
    views: integer("views").notNull(),
    bounces: integer("bounces").notNull(),
    /** Sum and number of time_on_page events, so averages over a range stay exact. */
    timeOnPageSeconds: bigint("time_on_page_seconds", {
      mode: "number",
    }).notNull(),
    timeOnPageSamples: integer("time_on_page_samples").notNull(),
  },
  (table) => [primaryKey({ columns: [table.filterKey, table.filterValue, table.day] })],
);

/** Goals (the spec's events) per day; `detail` splits button clicks by label, scroll depth by percent and so on. */
export const analyticsDailyGoals = pgTable(
  "analytics_daily_goals",
  {
    ...filterColumns,
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    detail: text("detail").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
    /** Sum of the events' conversion values in USD. */
    value: doublePrecision("value").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.filterKey, table.filterValue, table.day, table.name, table.detail],
    }),
  ],
);

/** Days already rolled up; everything after the latest one is read live from the raw rows. */
export const analyticsRolledDays = pgTable("analytics_rolled_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull(),
  /** Whether the day's rollups include the rows per filter value (days rolled up before filters had rollups do not, until the job fills them in). */
  filtersRolled: boolean("filters_rolled").notNull().default(false),
});

/**
 * Rollups of today written by a dashboard request (per filter value; '' and '' for all visits), and
 * when: for ANALYTICS_TODAY_MAX_AGE_SECONDS every instance reads them instead of today's raw rows.
 * The job's final rollup of the day replaces the rows; the job deletes the markers of closed days.
 */
export const analyticsPartialRollups = pgTable(
  "analytics_partial_rollups",
  {
    ...filterColumns,
    day: date("day", { mode: "string" }).notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.filterKey, table.filterValue, table.day] })],
);
