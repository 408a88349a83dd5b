import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window hit counters shared by every instance: one row per limit (bucket) and key (an
 * address or account). A check is one upsert that starts a new window or counts in the current one.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] }), index("rate_limits_window_idx").on(table.windowStart)],
);
