import type { JobDefinition } from "~/services/jobs";
import { publishDueScheduledPosts } from "./posts-write.server";

/** Turns due scheduled posts into published ones; public reads already show them, this makes it stick. */
export const publishScheduledPostsJob: JobDefinition = {
  name: "publish-scheduled-posts",
  schedule: 60_000,
  timeoutMs: 30_000,
  async run({ database, logger }, { now }) {
    const published = await publishDueScheduledPosts(database.db, now);
    if (published.length) logger.info({ posts: published.map((post) => post.id) }, "scheduled posts published");
  },
};
