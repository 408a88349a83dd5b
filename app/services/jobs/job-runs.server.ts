import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type JobRunStatus, jobRuns } from "~/db/schema/index";
import { looksAbandoned } from "~/lib/jobs/slots";
import type { Db } from "~/services/platform";

/** Job runs are kept this long for the admin area, then deleted by the pruning job. */
export const JOB_RUN_RETENTION_MS = 30 * 24 * 3_600_000;

/** An interrupted run is claimed again up to this many claims in all: once more, never in a crash loop. */
export const MAX_JOB_ATTEMPTS = 2;

/** Why a run cut off by its process stopping failed, as staff read it. */
export const INTERRUPTED_JOB_RUN = "Interrupted: the server stopped while this ran (a restart or a crash). It is run again once.";

/**
 * Claims the job's slot for this instance. The primary key makes exactly one claim succeed,
 * whichever instance asks first and however many ask; a restarted process asking again gets false,
 * unless the slot's run was interrupted (its process stopped mid-run) and has claims left.
 */
export async function claimJobRun(db: Db, run: { job: string; slot: Date; instanceId: string; now: Date }): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job: run.job, slot: run.slot, claimedBy: run.instanceId, startedAt: run.now, status: "running" })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.slot],
      set: {
        claimedBy: run.instanceId,
        startedAt: run.now,
        status: "running",
        finishedAt: null,
        error: null,
        interrupted: false,
        attempts: sql`${jobRuns.attempts} + 1`,
      },
      setWhere: and(eq(jobRuns.status, "failed"), eq(jobRuns.interrupted, true), lt(jobRuns.attempts, MAX_JOB_ATTEMPTS)),
    })
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

/**
 * Marks failed (interrupted) every run still "running" whose process is gone, so its slot can be
 * claimed again; returns them. Runs of live processes are left alone.
 */
export async function recoverInterruptedJobRuns(db: Db, isAlive: (instanceId: string) => boolean, now: Date): Promise<{ job: string; slot: Date }[]> {
  const running = await db.select({ job: jobRuns.job, slot: jobRuns.slot, claimedBy: jobRuns.claimedBy }).from(jobRuns).where(eq(jobRuns.status, "running"));
  const interrupted = running.filter((run) => !isAlive(run.claimedBy));
  for (const run of interrupted) {
    await db
      .update(jobRuns)
      .set({ status: "failed", interrupted: true, error: INTERRUPTED_JOB_RUN, finishedAt: now })
      .where(and(eq(jobRuns.job, run.job), eq(jobRuns.slot, run.slot), eq(jobRuns.status, "running"), eq(jobRuns.claimedBy, run.claimedBy)));
  }
  return interrupted.map(({ job, slot }) => ({ job, slot }));
}

export async function recordJobOutcome(
  db: Db,
  run: { job: string; slot: Date },
  outcome: { status: Exclude<JobRunStatus, "running">; finishedAt: Date; error?: string },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ status: outcome.status, finishedAt: outcome.finishedAt, error: outcome.error ?? null })
    .where(and(eq(jobRuns.job, run.job), eq(jobRuns.slot, run.slot)));
}

/** Deletes runs older than the retention; returns how many. */
export async function pruneJobRuns(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(jobRuns)
    .where(lt(jobRuns.startedAt, new Date(now.getTime() - JOB_RUN_RETENTION_MS)))
    .returning({ job: jobRuns.job });
  return deleted.length;
}

export type JobRun = typeof jobRuns.$inferSelect & { abandoned: boolean };
export type JobStatus = { job: string; lastRun: JobRun; lastSuccess: JobRun | null; lastFailure: JobRun | null };

/** Per job: its latest run (a crashed one shows as abandoned), its latest success and latest failure. */
export async function listJobStatus(db: Db, now = new Date()): Promise<JobStatus[]> {
  const latest = (statuses: JobRunStatus[]) =>
    db.selectDistinctOn([jobRuns.job]).from(jobRuns).where(inArray(jobRuns.status, statuses)).orderBy(jobRuns.job, desc(jobRuns.slot));
  const [lastRuns, successes, failures] = await Promise.all([latest(["running", "succeeded", "failed"]), latest(["succeeded"]), latest(["failed"])]);
  const withAbandoned = (run: typeof jobRuns.$inferSelect): JobRun => ({ ...run, abandoned: looksAbandoned(run, now) });
  const byJob = (rows: (typeof jobRuns.$inferSelect)[]) => new Map(rows.map((row) => [row.job, withAbandoned(row)]));
  const successByJob = byJob(successes);
  const failureByJob = byJob(failures);
  return lastRuns.map((run) => ({
    job: run.job,
    lastRun: withAbandoned(run),
    lastSuccess: successByJob.get(run.job) ?? null,
    lastFailure: failureByJob.get(run.job) ?? null,
  }));
}
