import type { AuditEventKind, EventOutcome } from "~/lib/security/event-kinds";
import type { UserType } from "~/lib/users/user-types";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";

/** Who asked: an admin (checked for backups:manage) or null for the schedule and the command line. */
export type BackupActor = { userId: string; username: string; userType: UserType } | null;

/** Where an admin request came from; the command line and the schedule have none. */
export type BackupOrigin = { ipAddress?: string | null; userAgent?: string | null; requestId?: string | null };

export async function recordBackupEvent(
  db: Db | Tx,
  kind: Extract<AuditEventKind, `backup_${string}`>,
  event: {
    actor: BackupActor;
    origin: BackupOrigin;
    filename: string;
    backupId?: string | null;
    outcome?: EventOutcome;
    changes?: Record<string, unknown>;
    now?: Date;
  },
): Promise<void> {
  await recordEvent(db, {
    kind,
    at: event.now ?? new Date(),
    actor: event.actor ? { userId: event.actor.userId, username: event.actor.username } : null,
    target: { type: "backup", id: event.backupId ?? null, label: event.filename },
    outcome: event.outcome ?? "success",
    ipAddress: event.origin.ipAddress,
    userAgent: event.origin.userAgent,
    requestId: event.origin.requestId,
    changes: event.changes ?? null,
  });
}
