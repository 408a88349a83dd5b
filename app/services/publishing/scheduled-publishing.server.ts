import { publishDueStaffPosts } from "~/services/blog";
import { type JobDefinition, listJobStatus } from "~/services/jobs";
import type { Db } from "~/services/platform";
import { publishDueContent } from "~/services/site-content";

export const PUBLISH_SCHEDULED_JOB = "publish-scheduled";

/**
 * The one scheduler path: every minute (one instance, surviving restarts) posts and site content
 * whose time has come are published, each through its write path and `documentPublished`. Changes
 * waiting for a review are not scheduled until approved, so nothing unapproved is found here.
 */
export const publishScheduledJob: JobDefinition = {
  name: PUBLISH_SCHEDULED_JOB,
  schedule: 60_000,
  timeoutMs: 30_000,
  async run({ database, logger }, { now }) {
    const posts = await publishDueStaffPosts(database.db, now);
    if (posts.length) logger.info({ posts: posts.map((post) => post.id) }, "scheduled posts published");
    const content = await publishDueContent(database.db, now);
    if (content.published.length) logger.info({ documents: content.published }, "scheduled site content published");
    // A failed publish is a failed run: it shows in the jobs' status and is mailed to the admins (staff alerts).
    if (content.failed.length) throw new Error(`scheduled site content could not be published: ${content.failed.join(", ")}`);
  },
};

/**
 * When the publishing job's latest run failed (or was cut off), until a run succeeds: the time of
 * that run; null when all is well. Staff who manage posts see it above every tab (the reason is in
 * the log: it names tables and queries, never shown).
 */
export async function scheduledPublishingFailure(db: Db, now = new Date()): Promise<{ at: string } | null> {
  const run = (await listJobStatus(db, now)).find((job) => job.job === PUBLISH_SCHEDULED_JOB)?.lastRun;
  if (!run || (run.status !== "failed" && !run.abandoned)) return null;
  return { at: run.slot.toISOString() };
}
