import { fieldChanges } from "~/lib/security/audit-changes";
import type { AuditEventKind } from "~/lib/security/event-kinds";
import type { UserType } from "~/lib/users/user-types";
import type { Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";

/** Where an admin request came from, for the audit log (all optional: the CLI and startup have none). */
export type RequestOrigin = { ipAddress?: string | null; userAgent?: string | null; requestId?: string | null };

export type UserSnapshot = { id: string; username: string; email: string | null; userType: UserType; active: boolean; frozen: boolean };

const AUDITED_FIELDS = ["username", "email", "userType", "active", "frozen"] as const;

/** Records one change to an account, in the transaction that makes it. */
export async function recordUserEvent(
  tx: Tx,
  kind: Extract<AuditEventKind, `user_${string}`>,
  event: {
    actor: { userId: string; username: string } | null;
    origin: RequestOrigin;
    now: Date;
    before: UserSnapshot | null;
    after: UserSnapshot | null;
    /** Extra changes the columns don't show (a new password, which is recorded only as changed). */
    changes?: Record<string, unknown>;
  },
): Promise<void> {
  const subject = (event.after ?? event.before)!;
  await recordEvent(tx, {
    kind,
    at: event.now,
    actor: event.actor ? { userId: event.actor.userId, username: event.actor.username } : null,
    target: { type: "user", id: subject.id, label: subject.username },
    ipAddress: event.origin.ipAddress,
    userAgent: event.origin.userAgent,
    requestId: event.origin.requestId,
    changes: { ...fieldChanges(event.before, event.after, AUDITED_FIELDS), ...event.changes },
  });
}
