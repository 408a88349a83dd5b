/**
 * Jobs: scheduled work claimed once per time slot in the database (job_runs), so each run happens
 * on one instance and survives restarts; the runner that sweeps for due slots; and the jobs' status.
 */
export type { JobContext, JobDefinition } from "./job-definition.server";
export { startJobRunner, type JobRunner } from "./job-runner.server";
export { INTERRUPTED_JOB_RUN, type JobRun, type JobStatus, listJobStatus, MAX_JOB_ATTEMPTS, pruneJobRuns, recoverInterruptedJobRuns } from "./job-runs.server";
export { type JobRunResult, runDueJobs } from "./run-due-jobs.server";
