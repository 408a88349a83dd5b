import { adminUsers } from "~/db/schema/index";
import { fieldChanges } from "~/lib/security/audit-changes";
import type { AuditEventKind } from "~/lib/security/event-kinds";
import type { UserType } from "~/lib/users/user-types";
import { type Actor, actorEventFields } from "~/services/auth";
import type { Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";

/** An account as a change leaves it (what the audit log compares, and what the service answers). */
export type UserSnapshot = { id: string; username: string; email: string | null; userType: UserType; active: boolean; frozen: boolean };

/** The columns a UserSnapshot is read from, for select and returning. */
export const snapshotColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  userType: adminUsers.userType,
  active: adminUsers.active,
  frozen: adminUsers.frozen,
};

const AUDITED_FIELDS = ["username", "email", "userType", "active", "frozen"] as const;

/** Records one change to an account, in the transaction that makes it. */
export async function recordUserEvent(
  tx: Tx,
  kind: Extract<AuditEventKind, `user_${string}` | "password_changed">,
  actor: Actor,
  event: {
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
    ...actorEventFields(actor),
    target: { type: "user", id: subject.id, label: subject.username },
    changes: { ...fieldChanges(event.before, event.after, AUDITED_FIELDS), ...event.changes },
  });
}
