import { and, eq, gt } from "drizzle-orm";
import { backups } from "~/db/schema/index";
import { BACKUP_FAILURE_REASONS, shownBackupReason } from "~/lib/backups/failure-reason";
import { type Actor, authorizeActor } from "~/services/auth";
import { listJobStatus } from "~/services/jobs";
import type { AppServices } from "~/services/platform";
import { DAILY_BACKUP_JOB } from "./daily-backup-job.server";

export type ScheduledBackupFailure = { at: string; error: string };

/**
 * The latest scheduled backup's failure (a failed or abandoned run of the daily job), until a later
 * backup succeeds, whoever took it; null when all is well. Shown in the admin shell and the Backups tab.
 */
export async function scheduledBackupFailure(services: AppServices, actor: Actor, now = new Date()): Promise<ScheduledBackupFailure | null> {
  authorizeActor(actor, "backups:manage");
  const { db } = services.database;
  const daily = (await listJobStatus(db, now)).find((job) => job.job === DAILY_BACKUP_JOB);
  const run = daily?.lastRun;
  if (!run || (run.status !== "failed" && !run.abandoned)) return null;
  const [later] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.status, "completed"), gt(backups.createdAt, run.startedAt)))
    .limit(1);
  if (later) return null;
  // The run's own words are shown only when they are a backup's plain reason (never a raw error).
  const error = run.status === "failed" ? shownBackupReason(run.error) : BACKUP_FAILURE_REASONS.unfinished;
  return { at: run.slot.toISOString(), error };
}
