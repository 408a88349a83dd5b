import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { SECURITY_SEVERITIES, type SecuritySeverity } from "../../lib/users/user-types";
import { oneOf } from "./closed-list";

/**
 * What the security checks found, one row per check: when a failure was first seen (kept while
 * it stays failed), last seen, and when it was resolved. The Vulnerabilities sub-tab reads it.
 */
export const securityFindings = pgTable(
  "security_findings",
  {
    checkId: text("check_id").primaryKey(),
    severity: text("severity").$type<SecuritySeverity>().notNull(),
    /** What the check found, in words (never a secret). */
    summary: text("summary").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Null while the failure is open. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [check("security_findings_severity_check", oneOf(table.severity, SECURITY_SEVERITIES))],
);
