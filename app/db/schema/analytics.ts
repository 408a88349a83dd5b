import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row per page load or client-side navigation, recorded from our own beacon. No raw IP and no
 * browser-stored id: visitor and session ids are salted hashes whose salt rotates daily.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** UTC day of the view (yyyy-mm-dd), the unit daily counts and the visitor salt rotate on. */
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    screenWidth: integer("screen_width"),
    screenHeight: integer("screen_height"),
    language: text("language"),
    browser: text("browser"),
    /** Operating system family from the User-Agent header. */
    os: text("os"),
    /** ISO 3166-1 alpha-2 code from the server's local country database; never the IP itself. */
    country: text("country"),
    /** The visit's referrer site (host without www.), kept on every view of the visit; null for direct visits. */
    source: text("source"),
    /** The visit's utm_campaign, kept on every view of the visit. */
    utmCampaign: text("utm_campaign"),
    /** Set when the path is a blog post; no foreign key so deleting a post keeps its history. */
    blogPostId: uuid("blog_post_id"),
    visitorId: text("visitor_id").notNull(),
    sessionId: text("session_id").notNull(),
  },
  (table) => [
    index("page_views_day_idx").on(table.day),
    index("page_views_visitor_idx").on(table.visitorId, table.occurredAt),
    index("page_views_post_idx").on(table.blogPostId),
    index("page_views_occurred_idx").on(table.occurredAt),
  ],
);

/** Interaction events (clicks, scroll depth, time on page, conversions) from the same beacon. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    params: jsonb("params").$type<Record<string, string | number | boolean>>().notNull().default({}),
    visitorId: text("visitor_id").notNull(),
    sessionId: text("session_id").notNull(),
  },
  (table) => [index("analytics_events_day_name_idx").on(table.day, table.name), index("analytics_events_session_idx").on(table.sessionId)],
);

/** The salt of each UTC day, shared by every instance; old days are deleted so old hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
