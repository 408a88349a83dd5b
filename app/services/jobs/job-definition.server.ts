import type { JobSchedule } from "~/lib/jobs/slots";
import type { AppServices } from "~/services/platform";

export type JobContext = {
  /** The sweep's clock reading; jobs use it instead of reading the clock themselves. */
  now: Date;
  /** Start of the time slot this run covers. */
  slot: Date;
  /** Aborted when the run passes its timeout; a long job should stop at the next safe point. */
  signal: AbortSignal;
};

/** A scheduled job. Its state lives in the database, so it must be safe to run once per slot on any instance. */
export type JobDefinition = {
  /** Stable name: stored in job_runs and shown in the admin area. */
  name: string;
  schedule: JobSchedule;
  run(services: AppServices, context: JobContext): Promise<void>;
  /** The run is recorded as failed when it takes longer (its work may still finish). */
  timeoutMs?: number;
};
