import { EVENT_KINDS, type EventKind } from "./event-kinds";
import type { SecuritySeverity } from "../users/user-types";

/** The spec's filters: everything, failed logins plus security violations, failed logins only. */
export const AUDIT_FILTERS = ["all", "security_events", "failed_logins"] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export const AUDIT_FILTER_LABEL: Readonly<Record<AuditFilter, string>> = { all: "All", security_events: "Security events", failed_logins: "Failed logins" };

/** The spec shows 20 entries at a time. */
export const AUDIT_PAGE_SIZE = 20;

/** Sign-in kinds whose refusal is a failed login. */
export const FAILED_LOGIN_KINDS = ["sign_in_refused", "sign_in_locked"] as const satisfies readonly EventKind[];

export const AUDIT_LOG_TEXT = {
  empty: "No security events found for the selected filter.",
} as const;

export type AuditLogEntry = {
  id: string;
  source: "audit" | "security";
  kind: EventKind;
  at: string;
  actor: string | null;
  target: string | null;
  outcome: "success" | "failure";
  ipAddress: string | null;
  /** What changed (audit rows) or what was detected (security rows), never a secret. */
  details: string | null;
};

export function parseAuditFilter(value: string | null): AuditFilter {
  return (AUDIT_FILTERS as readonly string[]).includes(value ?? "") ? (value as AuditFilter) : "all";
}

/** The spec's event names: 'session_created' for a sign-in, 'login_attempt' for a refused one; other kinds by their own name. */
export function auditEventName(kind: EventKind): string {
  if (kind === "sign_in") return "session_created";
  if ((FAILED_LOGIN_KINDS as readonly string[]).includes(kind)) return "login_attempt";
  return kind;
}

export function auditEventLabel(kind: EventKind): string {
  return EVENT_KINDS[kind]?.label ?? kind;
}

export function auditEventSeverity(kind: EventKind): SecuritySeverity {
  return EVENT_KINDS[kind]?.severity ?? "low";
}

/** A compact line of what changed: `field: from → to`, joined. */
export function describeChanges(changes: Record<string, unknown> | null): string | null {
  if (!changes) return null;
  const parts = Object.entries(changes).map(([field, value]) => {
    if (value && typeof value === "object" && "from" in value && "to" in value) {
      const change = value as { from: unknown; to: unknown };
      return `${field}: ${String(change.from ?? "none")} → ${String(change.to ?? "none")}`;
    }
    return `${field}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`;
  });
  return parts.length ? parts.join("; ") : null;
}
