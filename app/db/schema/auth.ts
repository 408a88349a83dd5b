import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { kindsOf, type SecurityEventKind } from "../../lib/security/event-kinds";
import { usernameKey } from "../../lib/users/account-rules";
import type { SecuritySeverity, UserType } from "../../lib/users/user-types";
import { oneOf } from "./closed-list";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email"),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text("password_hash").notNull(),
    userType: text("user_type").$type<UserType>().notNull().default("user"),
    active: boolean("active").notNull().default(true),
    frozen: boolean("frozen").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    lastLogin: timestamptz("last_login"),
    /** Address of the last successful sign-in: the one the per-account rate limit treats generously. */
    lastLoginIp: text("last_login_ip"),
    /** Mail this account the staff alerts (failed backups and publishing, critical incidents) when it is an admin. */
    alertMail: boolean("alert_mail").notNull().default(true),
    /** The Security Alert banner lists only what was detected after this (the account acknowledged the rest). */
    alertsSeenAt: timestamptz("alerts_seen_at"),
  },
  (table) => [
    uniqueIndex("admin_users_username_lower_idx").on(sql`lower(${table.username})`),
    check("admin_users_type_check", sql`${table.userType} in ('admin', 'moderator', 'user')`),
  ],
);

/** The account named `username`, compared by key as the unique index on lower(username) does. */
export function usernameKeyIs(username: string) {
  return sql`lower(${adminUsers.username}) = ${usernameKey(username)}`;
}

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the 256-bit id in the cookie; the id itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    /** Absolute end: creation plus the 24-hour maximum, never extended. */
    expiresAt: timestamptz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The dashboard's one-time 'Login successful' toast is still due. */
    welcomePending: boolean("welcome_pending").notNull().default(true),
  },
  (table) => [index("admin_sessions_user_idx").on(table.userId)],
);

/** Login attempts as the Login History tab lists them, plus logouts (action) so the history is complete. */
export const loginHistory = pgTable(
  "login_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    timestamp: timestamptz("timestamp").notNull(),
    success: boolean("success").notNull(),
    ipAddress: text("ip_address"),
    action: text("action").$type<"login" | "logout">().notNull().default("login"),
  },
  (table) => [
    index("login_history_timestamp_idx").on(table.timestamp.desc().nullsFirst()),
    check("login_history_action_check", sql`${table.action} in ('login', 'logout')`),
  ],
);

/** Lock-out state per client IP and username; rows are locked while an attempt is decided. */
export const loginLockouts = pgTable(
  "login_lockouts",
  {
    ipAddress: text("ip_address").notNull(),
    /** Lower-cased username as typed, so unknown names lock out the same way. */
    usernameKey: text("username_key").notNull(),
    /** Failures at or before this moment no longer count (last success or end of last block). */
    countFrom: timestamptz("count_from"),
    blockedUntil: timestamptz("blocked_until"),
  },
  (table) => [primaryKey({ columns: [table.ipAddress, table.usernameKey] })],
);

/** Every login attempt, for lock-out counting and burst detection. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ipAddress: text("ip_address").notNull(),
    usernameKey: text("username_key").notNull(),
    attemptedAt: timestamptz("attempted_at").notNull(),
    /** pending while the password is checked; counted as a failure until it succeeds. */
    outcome: text("outcome").$type<"pending" | "failed" | "succeeded" | "refused">().notNull(),
  },
  (table) => [
    index("login_attempts_key_idx").on(table.ipAddress, table.usernameKey, table.attemptedAt),
    index("login_attempts_time_idx").on(table.attemptedAt),
    check("login_attempts_outcome_check", sql`${table.outcome} in ('pending', 'failed', 'succeeded', 'refused')`),
  ],
);

export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").$type<SecurityEventKind>().notNull(),
    severity: text("severity").$type<SecuritySeverity>().notNull(),
    details: text("details").notNull(),
    /** The account concerned, as typed (lower case), when there is one. */
    usernameKey: text("username_key"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [
    index("security_events_created_idx").on(table.createdAt.desc().nullsFirst()),
    index("security_events_user_idx").on(table.usernameKey, table.createdAt),
    check("security_events_severity_check", sql`${table.severity} in ('low', 'medium', 'high', 'critical')`),
    check("security_events_type_check", oneOf(table.type, kindsOf("security"))),
  ],
);
