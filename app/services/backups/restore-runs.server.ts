import { and, eq } from "drizzle-orm";
import { restoreRuns } from "~/db/schema/index";
import { processInstanceId } from "~/services/instances";
import type { Db, Tx } from "~/services/platform";

export type RestoreRun = typeof restoreRuns.$inferSelect;

/** Why a restore cut off by its process stopping failed, as staff read it (audit log, command line). */
export const INTERRUPTED_RESTORE =
  "Interrupted: the server stopped during this restore (a restart or a crash). Nothing was restored: the database and the uploaded files are as they were before it.";

/** The directory in this process's work space that holds a restore's files, named by its run. */
export const restoreDirName = (runId: string) => `restore-${runId}`;
export const RESTORE_DIR_NAME = /^restore-([0-9a-f-]{36})$/;

/** Records that a restore starts, claimed by this process; committed at once, outside the restore's transaction. */
export async function startRestoreRun(db: Db, run: { source: string; startedBy: string | null; now: Date }): Promise<RestoreRun> {
  const [row] = await db
    .insert(restoreRuns)
    .values({ source: run.source, startedBy: run.startedBy, startedAt: run.now, status: "running", claimedBy: processInstanceId })
    .returning();
  return row!;
}

/** Completed, inside the restore's own transaction: a crash before the commit leaves it running. */
export async function completeRestoreRun(tx: Tx, runId: string, now: Date): Promise<void> {
  await tx.update(restoreRuns).set({ status: "completed", finishedAt: now }).where(eq(restoreRuns.id, runId));
}

export async function failRestoreRun(db: Db, runId: string, error: string, now: Date): Promise<boolean> {
  const failed = await db
    .update(restoreRuns)
    .set({ status: "failed", error, finishedAt: now })
    .where(and(eq(restoreRuns.id, runId), eq(restoreRuns.status, "running")))
    .returning({ id: restoreRuns.id });
  return failed.length > 0;
}

export async function restoreRunStatus(db: Db, runId: string): Promise<RestoreRun["status"] | null> {
  const [row] = await db.select({ status: restoreRuns.status }).from(restoreRuns).where(eq(restoreRuns.id, runId));
  return row?.status ?? null;
}

export async function runningRestores(db: Db): Promise<RestoreRun[]> {
  return db.select().from(restoreRuns).where(eq(restoreRuns.status, "running"));
}
