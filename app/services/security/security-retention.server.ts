import { and, eq, inArray, lt } from "drizzle-orm";
import { auditEvents, loginHistory, securityEvents } from "~/db/schema/index";
import type { Db } from "~/services/platform";

/** The audit kinds a refused sign-in leaves; successful sign-ins and admin actions are kept. */
const REFUSED_SIGN_IN_KINDS = ["sign_in_refused", "sign_in_locked"] as const;

export type SecurityRetention = { refusedSignInsBefore: Date; securityEventsBefore: Date; auditBefore: Date };

/**
 * Deletes refused sign-ins (login history and audit rows) and security events past their
 * retention, and every other login record and audit row past the audit retention.
 */
export async function pruneSecurityRecords(db: Db, retention: SecurityRetention) {
  return db.transaction(async (tx) => {
    const history = await tx
      .delete(loginHistory)
      .where(and(eq(loginHistory.success, false), lt(loginHistory.timestamp, retention.refusedSignInsBefore)))
      .returning({ id: loginHistory.id });
    const audit = await tx
      .delete(auditEvents)
      .where(and(inArray(auditEvents.action, [...REFUSED_SIGN_IN_KINDS]), lt(auditEvents.occurredAt, retention.refusedSignInsBefore)))
      .returning({ id: auditEvents.id });
    const events = await tx.delete(securityEvents).where(lt(securityEvents.createdAt, retention.securityEventsBefore)).returning({ id: securityEvents.id });
    const oldHistory = await tx.delete(loginHistory).where(lt(loginHistory.timestamp, retention.auditBefore)).returning({ id: loginHistory.id });
    const oldAudit = await tx.delete(auditEvents).where(lt(auditEvents.occurredAt, retention.auditBefore)).returning({ id: auditEvents.id });
    return {
      refusedSignInHistory: history.length,
      refusedSignInAudit: audit.length,
      securityEvents: events.length,
      loginHistory: oldHistory.length,
      auditEvents: oldAudit.length,
    };
  });
}
