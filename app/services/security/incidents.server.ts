import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import { securityEvents } from "~/db/schema/index";
import { EVENT_KINDS } from "~/lib/security/event-kinds";
import { ESCALATION } from "~/lib/security/incident-rules";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";
import type { Db, Tx } from "~/services/platform";

/**
 * After a critical incident: when more than three were recorded within five minutes (anywhere on
 * the site), records one critical incident saying so, at most once per window. Concurrent callers
 * take turns on a lock, so instances sharing the database record it once.
 */
export async function escalateCriticalIncidents(db: Db | Tx, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ESCALATION.windowMinutes * 60_000);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('security-event:critical_incidents_escalated'))`);
  const [recent] = await db
    .select({ value: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.severity, "critical"), ne(securityEvents.type, "critical_incidents_escalated"), gt(securityEvents.createdAt, since)));
  const incidents = recent?.value ?? 0;
  if (incidents <= ESCALATION.criticalIncidents) return false;
  const [already] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(and(eq(securityEvents.type, "critical_incidents_escalated"), gt(securityEvents.createdAt, since)))
    .limit(1);
  if (already) return false;
  await db.insert(securityEvents).values({
    type: "critical_incidents_escalated",
    severity: EVENT_KINDS.critical_incidents_escalated.severity,
    details: SECURITY_ALERT_TEXT.escalated(incidents),
    createdAt: now,
  });
  return true;
}
