import type { AuditEventKind, EventOutcome } from "~/lib/security/event-kinds";
import { type Actor, actorEventFields } from "~/services/auth";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";

export async function recordBackupEvent(
  db: Db | Tx,
  kind: Extract<AuditEventKind, `backup_${string}`>,
  event: {
    actor: Actor;
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
    ...actorEventFields(event.actor),
    target: { type: "backup", id: event.backupId ?? null, label: event.filename },
    outcome: event.outcome ?? "success",
    changes: event.changes ?? null,
  });
}
