import type { AppServices } from "~/services/platform";
import type { JobDefinition } from "./job-definition.server";
import { runDueJobs } from "./run-due-jobs.server";

/**
 * How often this process looks for due slots. The ticker only triggers sweeps: which runs are due
 * and who ran them is decided in the database, so a restart loses nothing.
 */
export const JOB_SWEEP_EVERY_MS = 10_000;

export type JobRunner = {
  /** Stops ticking and waits for a sweep in progress to finish the job it is running (it claims no further job). */
  stop(): Promise<void>;
};

/** Sweeps now and then every `everyMs`; a sweep never starts while the previous one is still running. */
export function startJobRunner(services: AppServices, jobs: readonly JobDefinition[], { everyMs = JOB_SWEEP_EVERY_MS } = {}): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  const draining = new AbortController();

  const sweep = async () => {
    try {
      await runDueJobs(services, jobs, { stopSignal: draining.signal });
    } catch (error) {
      services.logger.error({ err: error }, "job sweep failed");
    }
  };
  const tick = () => {
    sweeping = sweep().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, everyMs);
      // Pending sweeps never keep the process alive on their own.
      timer.unref();
    });
  };

  services.logger.info({ jobs: jobs.map((job) => job.name), everyMs }, "job runner started");
  tick();
  return {
    async stop() {
      stopped = true;
      draining.abort();
      clearTimeout(timer);
      await sweeping;
    },
  };
}
