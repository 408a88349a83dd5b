import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { type AuditEventKind, EVENT_OUTCOMES, type EventOutcome, kindsOf } from "../../lib/security/event-kinds";
import { adminUsers } from "./auth";
import { oneOf } from "./closed-list";

/**
 * Who did what, when, from where: one row per admin action or sign-in. Rows outlive the accounts
 * they mention, so names are kept as snapshots beside the ids; `changes` never holds a secret.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The actor's username at the time; null for the system and anonymous visitors. */
    actorLabel: text("actor_label"),
    action: text("action").$type<AuditEventKind>().notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    outcome: text("outcome").$type<EventOutcome>().notNull().default("success"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    changes: jsonb("changes").$type<Record<string, unknown>>(),
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_events_occurred_idx").on(table.occurredAt.desc().nullsFirst()),
    index("audit_events_target_idx").on(table.targetType, table.targetId),
    check("audit_events_action_check", oneOf(table.action, kindsOf("audit"))),
    check("audit_events_outcome_check", oneOf(table.outcome, EVENT_OUTCOMES)),
  ],
);
