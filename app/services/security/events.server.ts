import { auditEvents, loginHistory, securityEvents } from "~/db/schema/index";
import { type EventKind, type EventOutcome, isSecurityKind, kindDefinition } from "~/lib/security/event-kinds";
import { FAILED_LOGIN_KINDS } from "~/lib/security/audit-log";
import { usernameKey } from "~/lib/users/account-rules";
import { countSignInFailure } from "~/services/observability";
import type { Db, Tx } from "~/services/platform";
import { escalateCriticalIncidents } from "./incidents.server";

/** Refused sign-ins, counted for the metrics as they are recorded. */
const FAILED_LOGIN_KIND_SET: ReadonlySet<string> = new Set(FAILED_LOGIN_KINDS);

/** Who acted: a signed-in staff member; null for the system or an anonymous visitor. */
export type EventActor = { userId: string; username: string };

/** What the event concerns; `label` is a name snapshot (for accounts, the username as given). */
export type EventTarget = { type: string; id?: string | null; label: string | null };

export type RecordedEvent = {
  kind: EventKind;
  at: Date;
  actor?: EventActor | null;
  target?: EventTarget | null;
  outcome?: EventOutcome;
  ipAddress?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  /** The banner line of a security signal (the kind's label when absent). */
  details?: string;
  /** What changed; secret-looking fields are redacted before anything is stored. */
  changes?: Record<string, unknown> | null;
};

const SECRET_FIELD = /password|hash|token|secret/i;
export const REDACTED = "[redacted]";

/** A copy of `changes` in which every field whose name suggests a secret says only that it changed. */
export function redactSecrets(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).map(([field, value]) => {
      if (SECRET_FIELD.test(field)) return [field, REDACTED];
      if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
        return [field, redactSecrets(value as Record<string, unknown>)];
      }
      return [field, value];
    }),
  );
}

function accountKey(target: EventTarget | null | undefined): string | null {
  return target?.type === "user" && target.label ? usernameKey(target.label) : null;
}

/**
 * The one writer of what happened: a security signal goes to security_events, everything else to
 * audit_events, and sign-ins and sign-outs also to the login history. Pass the transaction of
 * the change being recorded, so the record and the change commit or fail together.
 */
export async function recordEvent(db: Db | Tx, event: RecordedEvent): Promise<void> {
  const { kind } = event;
  const definition = kindDefinition(kind);
  if (!definition) throw new Error(`Unknown event kind: ${String(kind)}`);
  if (FAILED_LOGIN_KIND_SET.has(kind)) countSignInFailure(kind);
  const userAgent = event.userAgent?.slice(0, 500) ?? null;
  if (isSecurityKind(kind)) {
    const escalates = definition.severity === "critical" && kind !== "critical_incidents_escalated";
    // A transaction, so the escalation's advisory lock is held only while this event is recorded.
    await db.transaction(async (tx) => {
      await tx.insert(securityEvents).values({
        type: kind,
        severity: definition.severity,
        details: (event.details ?? definition.label).slice(0, 1000),
        usernameKey: accountKey(event.target),
        ipAddress: event.ipAddress ?? null,
        userAgent,
        createdAt: event.at,
      });
      if (escalates) await escalateCriticalIncidents(tx, event.at);
    });
    return;
  }
  const outcome = event.outcome ?? "success";
  await db.transaction(async (tx) => {
    if (definition.loginHistory) {
      await tx.insert(loginHistory).values({
        username: (event.target?.label ?? "").slice(0, 200),
        success: outcome === "success",
        ipAddress: event.ipAddress ?? null,
        action: definition.loginHistory,
        timestamp: event.at,
      });
    }
    await tx.insert(auditEvents).values({
      occurredAt: event.at,
      actorId: event.actor?.userId ?? null,
      actorLabel: event.actor?.username ?? null,
      action: kind,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      targetLabel: event.target?.label?.slice(0, 200) ?? null,
      outcome,
      ipAddress: event.ipAddress ?? null,
      userAgent,
      changes: event.changes ? redactSecrets(event.changes) : null,
      requestId: event.requestId ?? null,
    });
  });
}
