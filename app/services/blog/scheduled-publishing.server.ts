import { type JobDefinition, listJobStatus } from "~/services/jobs";
import type { Db } from "~/services/platform";
import { publishDueStaffPosts } from "./post-editing.server";

export const PUBLISH_SCHEDULED_POSTS_JOB = "publish-scheduled-posts";

/** Turns due scheduled posts into published ones (audited, with a revision); public reads already show them, this makes it stick. */
export const publishScheduledPostsJob: JobDefinition = {
  name: PUBLISH_SCHEDULED_POSTS_JOB,
  schedule: 60_000,
  timeoutMs: 30_000,
  async run({ database, logger }, { now }) {
    const published = await publishDueStaffPosts(database.db, now);
    if (published.length) logger.info({ posts: published.map((post) => post.id) }, "scheduled posts published");
  },
};

/**
 * When the publishing job's latest run failed (or was cut off), until a run succeeds: the time of
 * that run; null when all is well. Staff who manage posts see it above every tab (the reason is in
 * the log: it names tables and queries, never shown).
 */
export async function scheduledPublishingFailure(db: Db, now = new Date()): Promise<{ at: string } | null> {
  const run = (await listJobStatus(db, now)).find((job) => job.job === PUBLISH_SCHEDULED_POSTS_JOB)?.lastRun;
  if (!run || (run.status !== "failed" && !run.abandoned)) return null;
  return { at: run.slot.toISOString() };
}
