import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, type BookingStatus, type BusySpan, type WeeklyHoursSpan } from "../../lib/bookings/booking-options";
import { adminUsers } from "./auth";
import { oneOf } from "./closed-list";
import { leads } from "./leads";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Staff members who take consultations and when: weekly hours in their own IANA zone, days off,
 * meeting lengths, buffers and limits, and the busy times read from their private calendar feed
 * (the feed's URL is a secret: it is never sent to a browser but the owner's own settings form).
 */
export const consultationHosts = pgTable(
  "consultation_hosts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
    timeZone: text("time_zone").notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHoursSpan[]>().notNull().default([]),
    /** Whole days off, as dates in the host's zone ("2027-03-17"). */
    daysOff: jsonb("days_off").$type<string[]>().notNull().default([]),
    /** Meeting lengths offered, in minutes. */
    durations: jsonb("durations").$type<number[]>().notNull().default([30]),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(240),
    horizonDays: integer("horizon_days").notNull().default(30),
    maxPerDay: integer("max_per_day").notNull().default(4),
    busyFeedUrl: text("busy_feed_url"),
    busySpans: jsonb("busy_spans").$type<BusySpan[]>().notNull().default([]),
    busyFetchedAt: timestamptz("busy_fetched_at"),
    busyError: text("busy_error"),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (table) => [
    check(
      "consultation_hosts_numbers_check",
      sql`${table.bufferBeforeMinutes} >= 0 and ${table.bufferAfterMinutes} >= 0 and ${table.minNoticeMinutes} >= 0 and ${table.horizonDays} between 1 and 365 and ${table.maxPerDay} >= 1`,
    ),
  ],
);

/**
 * A booked consultation: the same record as its lead (one booking per lead, deleted with it), with
 * its host, its time, the visitor's zone and the invite's stable UID and SEQUENCE.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .unique("bookings_lead_unique")
      .references(() => leads.id, { onDelete: "cascade" }),
    hostUserId: uuid("host_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    visitorTimeZone: text("visitor_time_zone").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("booked"),
    /** The invite's UID (RFC 5545), the same for every update and the cancel. */
    uid: text("uid").notNull().unique("bookings_uid_unique"),
    /** The invite's SEQUENCE: raised on every change sent. */
    sequence: integer("sequence").notNull().default(0),
    reminderSentAt: timestamptz("reminder_sent_at"),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (table) => [
    index("bookings_starts_idx").on(table.startsAt),
    check(
      "bookings_status_check",
      oneOf(
        table.status,
        BOOKING_STATUSES.map((entry) => entry.value),
      ),
    ),
    check("bookings_time_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The grid cells (BOOKING_STEP_MINUTES) a live booking holds with its buffers, one row per cell:
 * the primary key makes a second booking of any cell of a host fail in the database, whichever
 * instance or visitor tries. Deleted with the booking, or when it is cancelled or moved.
 */
export const bookingClaims = pgTable(
  "booking_claims",
  {
    hostUserId: uuid("host_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    cellStart: timestamptz("cell_start").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ name: "booking_claims_pkey", columns: [table.hostUserId, table.cellStart] }),
    index("booking_claims_booking_idx").on(table.bookingId),
  ],
);
