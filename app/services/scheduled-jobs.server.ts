import { analyticsRollupJob } from "~/services/analytics";
import { pruneSignInRecords } from "~/services/auth";
import { publishScheduledPostsJob } from "~/services/blog";
import { type JobDefinition, pruneJobRuns } from "~/services/jobs";

const HOUR_MS = 3_600_000;

/** Deletes records past their retention: old login attempts, expired sessions, old job runs. */
const pruneExpiredRecordsJob: JobDefinition = {
  name: "prune-expired-records",
  schedule: HOUR_MS,
  timeoutMs: 5 * 60_000,
  async run({ database, logger }, { now }) {
    const signIn = await pruneSignInRecords(database.db, now);
    const jobRuns = await pruneJobRuns(database.db, now);
    logger.info({ ...signIn, jobRuns }, "expired records pruned");
  },
};

/** Every scheduled job of the app. Each area appends its own. */
export const scheduledJobs: readonly JobDefinition[] = [publishScheduledPostsJob, pruneExpiredRecordsJob, analyticsRollupJob];
