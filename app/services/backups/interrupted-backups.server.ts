import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { backups } from "~/db/schema/index";
import { ABANDONED_AFTER_MS } from "~/lib/jobs/slots";
import { SYSTEM_ACTOR } from "~/services/auth";
import { processInstanceId } from "~/services/instances";
import type { AppServices } from "~/services/platform";
import { recordBackupEvent } from "./backup-audit.server";
import { backupStorage, backupTmpDir, uploadsStorage, workDirsRoot } from "./backup-places.server";
import { removeExpiredReceived } from "./received-archives.server";
import { failRestoreRun, INTERRUPTED_RESTORE, RESTORE_DIR_NAME, restoreRunStatus, runningRestores } from "./restore-runs.server";
import { undoUploadChanges } from "./uploads-sync.server";

/** Why a backup cut off by its process stopping failed, as the Backups tab shows it. */
export const INTERRUPTED_BACKUP = "Interrupted: the server stopped while this backup was being written (a restart or a crash), so it was not finished.";

/** Scratch entries older releases left directly in DATA_DIR/tmp, before each process had its own directory. */
const OLDER_SCRATCH = /^(stage-|open-|fetch-|backup-\d{8}T\d{6}Z-)/;

type Recovery = { isAlive(instanceId: string | null): boolean; now: Date; soleWriter: boolean };

/**
 * Marks failed, with a plain reason and an audit record, every backup still pending and every
 * restore still running whose process is gone (a backup listed by an older release names no
 * process: it counts as gone once it is an hour old). Returns how many of each.
 */
export async function failInterruptedBackups(services: AppServices, { isAlive, now }: Recovery): Promise<{ backups: number; restores: number }> {
  const { db } = services.database;
  const pending = await db.select().from(backups).where(eq(backups.status, "pending"));
  const gone = pending.filter((row) => (row.claimedBy === null ? now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS : !isAlive(row.claimedBy)));
  for (const row of gone) {
    const failed = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(backups)
        .set({ status: "failed", error: INTERRUPTED_BACKUP })
        .where(and(eq(backups.id, row.id), eq(backups.status, "pending")))
        .returning({ id: backups.id });
      if (!done) return false;
      await recordBackupEvent(tx, "backup_created", {
        actor: SYSTEM_ACTOR,
        filename: row.filename,
        backupId: row.id,
        outcome: "failure",
        now,
        changes: { trigger: row.trigger, error: INTERRUPTED_BACKUP },
      });
      return true;
    });
    // A half-stored archive must not stay in storage under a listed name.
    if (failed)
      await backupStorage(services.config)
        .delete(row.filename)
        .catch(() => false);
  }
  let restores = 0;
  for (const run of await runningRestores(db)) {
    if (isAlive(run.claimedBy) || !(await failRestoreRun(db, run.id, INTERRUPTED_RESTORE, now))) continue;
    restores += 1;
    await recordBackupEvent(db, "backup_restored", {
      actor: SYSTEM_ACTOR,
      filename: run.source,
      outcome: "failure",
      now,
      changes: { error: INTERRUPTED_RESTORE },
    });
  }
  return { backups: gone.length, restores };
}

async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

/**
 * Removes the scratch files of processes that are gone: their directories under tmp/work, after
 * putting back the uploads a restore had started to replace when it did not commit, and what older
 * releases left loose in tmp (once an hour old, or at once when this process is the only writer).
 * Expired uploaded archives go too. Returns the directories and files removed.
 */
export async function removeInterruptedScratch(services: AppServices, { isAlive, now, soleWriter }: Recovery): Promise<string[]> {
  const removed: string[] = [];
  const root = workDirsRoot(services.config);
  for (const instance of await entries(root)) {
    if (instance === processInstanceId || isAlive(instance)) continue;
    const dir = path.join(root, instance);
    for (const name of await entries(dir)) {
      const runId = RESTORE_DIR_NAME.exec(name)?.[1];
      if (!runId || (await restoreRunStatus(services.database.db, runId)) === "completed") continue;
      if (await undoUploadChanges(uploadsStorage(services.config), path.join(dir, name, "uploads-journal"))) {
        services.logger.warn({ restoreRun: runId }, "uploaded files a restore had replaced before it was interrupted were put back");
      }
    }
    await rm(dir, { recursive: true, force: true });
    removed.push(path.join("work", instance));
  }
  const tmp = backupTmpDir(services.config);
  for (const name of await entries(tmp)) {
    if (!OLDER_SCRATCH.test(name)) continue;
    const info = await stat(path.join(tmp, name)).catch(() => null);
    if (!info || (!soleWriter && now.getTime() - info.mtimeMs < ABANDONED_AFTER_MS)) continue;
    await rm(path.join(tmp, name), { recursive: true, force: true });
    removed.push(name);
  }
  await removeExpiredReceived(services, now.getTime());
  return removed;
}
