import { currentSlot, errorMessageOf } from "~/lib/jobs/slots";
import { processInstanceId } from "~/services/instances";
import { observeJobRun, traceJob } from "~/services/observability";
import type { AppServices } from "~/services/platform";
import type { JobDefinition } from "./job-definition.server";
import { claimJobRun, recordJobOutcome } from "./job-runs.server";

export type JobRunResult = { job: string; slot: Date; status: "skipped" | "succeeded" | "failed" };

class JobTimeoutError extends Error {
  override name = "JobTimeoutError";
}

function runWithTimeout(job: JobDefinition, services: AppServices, now: Date, slot: Date, stopSignal?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  if (!stopSignal) return runOrTimeOut(job, services, now, slot, controller);
  // The process draining aborts the run as its timeout would: the job stops at its next safe point.
  const stop = () => controller.abort();
  stopSignal.addEventListener("abort", stop, { once: true });
  return runOrTimeOut(job, services, now, slot, controller).finally(() => stopSignal.removeEventListener("abort", stop));
}

function runOrTimeOut(job: JobDefinition, services: AppServices, now: Date, slot: Date, controller: AbortController): Promise<void> {
  const body = job.run(services, { now, slot, signal: controller.signal });
  if (!job.timeoutMs) return body;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected first: a body that stops as soon as it is aborted still counts as timed out.
      reject(new JobTimeoutError(`timed out after ${job.timeoutMs} ms`));
      controller.abort();
    }, job.timeoutMs);
  });
  // A body that fails after its timeout was already recorded; its late rejection must not go unhandled.
  body.catch(() => undefined);
  return Promise.race([body, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs every job whose current slot no instance has claimed yet, one after another, and records
 * each outcome. A failing job is logged and recorded, never thrown: the other jobs still run.
 */
export async function runDueJobs(
  services: AppServices,
  jobs: readonly JobDefinition[],
  {
    now = new Date(),
    instanceId = processInstanceId,
    stopSignal,
  }: {
    now?: Date;
    instanceId?: string;
    /** Aborted when the process drains: no further job is claimed, and the running one's signal is aborted so it stops at its next safe point. */
    stopSignal?: AbortSignal;
  } = {},
): Promise<JobRunResult[]> {
  const { database, logger } = services;
  const results: JobRunResult[] = [];
  for (const job of jobs) {
    // A safe point: between jobs, nothing claimed and not run.
    if (stopSignal?.aborted) break;
    const slot = currentSlot(job.schedule, now);
    const log = logger.child({ job: job.name, slot: slot.toISOString() });
    try {
      if (!(await claimJobRun(database.db, { job: job.name, slot, instanceId, now }))) {
        results.push({ job: job.name, slot, status: "skipped" });
        continue;
      }
    } catch (error) {
      log.error({ err: error }, "could not claim the job's run");
      results.push({ job: job.name, slot, status: "skipped" });
      continue;
    }
    const startedAt = performance.now();
    let outcome: { status: "succeeded" | "failed"; error?: string };
    try {
      await traceJob(job.name, () => runWithTimeout(job, services, now, slot, stopSignal));
      outcome = { status: "succeeded" };
    } catch (error) {
      log.error({ err: error }, "scheduled job failed");
      outcome = { status: "failed", error: errorMessageOf(error) };
    }
    try {
      await recordJobOutcome(database.db, { job: job.name, slot }, { ...outcome, finishedAt: new Date(now.getTime() + performance.now() - startedAt) });
    } catch (error) {
      // The row stays "running" and later shows as abandoned in the admin area.
      log.error({ err: error, outcome: outcome.status }, "could not record the job's outcome");
    }
    observeJobRun(job.name, outcome.status, (performance.now() - startedAt) / 1000);
    results.push({ job: job.name, slot, status: outcome.status });
  }
  return results;
}
