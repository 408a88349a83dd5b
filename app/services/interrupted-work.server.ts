import { failInterruptedBackups, removeInterruptedScratch } from "~/services/backups";
import { type JobDefinition, recoverInterruptedJobRuns } from "~/services/jobs";
import { liveness } from "~/services/instances";
import type { AppServices } from "~/services/platform";

/**
 * Work a process that is gone left half done, recognised and put right: backups still pending and
 * restores still running are marked failed with a plain reason (and audited), job runs still
 * running are marked interrupted so their slot runs once more (the scheduled backup among them),
 * and their scratch files are removed after any half-applied restore of uploads is undone.
 */
export async function recoverInterruptedWork(
  services: AppServices,
  { now = new Date(), soleWriter = services.database.driver === "pglite" }: { now?: Date; soleWriter?: boolean } = {},
): Promise<void> {
  const { isAlive } = await liveness(services.database.db, { now, soleWriter });
  const recovery = { isAlive, now, soleWriter };
  const failed = await failInterruptedBackups(services, recovery);
  const jobRuns = await recoverInterruptedJobRuns(services.database.db, isAlive, now);
  const removed = await removeInterruptedScratch(services, recovery);
  if (failed.backups + failed.restores + jobRuns.length + removed.length > 0) {
    services.logger.warn(
      { ...failed, jobRuns: jobRuns.map((run) => run.job), removed },
      "work interrupted by a stopped process was marked failed and cleaned up",
    );
  }
}

/**
 * With several instances a process that crashed is seen as gone only a minute after its last beat,
 * which may be after another instance (or its own restart) started: this looks again every minute.
 */
export const recoverInterruptedWorkJob: JobDefinition = {
  name: "recover-interrupted-work",
  schedule: 60_000,
  timeoutMs: 5 * 60_000,
  run: (services, { now }) => recoverInterruptedWork(services, { now }),
};
