import { sql } from "drizzle-orm";
import { posts } from "~/db/schema/index";

/**
 * What the public sees: published posts, and scheduled posts whose time has come. The second half
 * keeps a due post visible even before the publishing job has swept it.
 */
export const publiclyVisible = sql`(${posts.status} = 'published' or (${posts.status} = 'scheduled' and ${posts.publishAt} <= now()))`;

/** Scheduled posts not yet visible: the earliest of them is when a cached copy of the posts goes stale. */
export const waitingToPublish = sql`(${posts.status} = 'scheduled' and ${posts.publishAt} > now())`;
