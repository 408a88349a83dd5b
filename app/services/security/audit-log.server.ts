import { desc, inArray, sql } from "drizzle-orm";
import { auditEvents, securityEvents } from "~/db/schema/index";
import { AUDIT_PAGE_SIZE, type AuditFilter, type AuditLogEntry, describeChanges, FAILED_LOGIN_KINDS } from "~/lib/security/audit-log";
import type { EventKind } from "~/lib/security/event-kinds";
import type { Db } from "~/services/platform";

export type AuditLogPage = { entries: AuditLogEntry[]; page: number; hasNext: boolean };

/**
 * One page of the audit log, newest first: admin actions and sign-ins (audit_events) and security
 * signals (security_events) in one list. 'security_events' keeps failed logins and security
 * signals; 'failed_logins' only the refused sign-ins.
 */
export async function auditLogPage(db: Db, filter: AuditFilter, page: number): Promise<AuditLogPage> {
  // Drizzle's builders change in place, so each use builds its own.
  const audit = () =>
    db
      .select({
        id: auditEvents.id,
        source: sql<"audit" | "security">`'audit'`.as("source"),
        kind: sql<EventKind>`${auditEvents.action}`.as("kind"),
        at: sql<Date>`${auditEvents.occurredAt}`.as("at"),
        actor: auditEvents.actorLabel,
        target: auditEvents.targetLabel,
        outcome: auditEvents.outcome,
        ipAddress: auditEvents.ipAddress,
        changes: auditEvents.changes,
        details: sql<string | null>`null`.as("details"),
      })
      .from(auditEvents);
  const signals = () =>
    db
      .select({
        id: securityEvents.id,
        source: sql<"audit" | "security">`'security'`.as("source"),
        kind: sql<EventKind>`${securityEvents.type}`.as("kind"),
        at: sql<Date>`${securityEvents.createdAt}`.as("at"),
        actor: sql<string | null>`null`.as("actor"),
        target: securityEvents.usernameKey,
        outcome: sql<"success" | "failure">`'failure'`.as("outcome"),
        ipAddress: securityEvents.ipAddress,
        changes: sql<Record<string, unknown> | null>`null::jsonb`.as("changes"),
        details: securityEvents.details,
      })
      .from(securityEvents);
  const failedLogins = () => audit().where(inArray(auditEvents.action, [...FAILED_LOGIN_KINDS]));
  const query = filter === "failed_logins" ? failedLogins() : filter === "security_events" ? failedLogins().unionAll(signals()) : audit().unionAll(signals());
  const rows = await query
    .orderBy(desc(sql`at`), desc(sql`id`))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      source: row.source,
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      target: row.target,
      outcome: row.outcome,
      ipAddress: row.ipAddress,
      details: row.details ?? describeChanges(row.changes),
    })),
  };
}
