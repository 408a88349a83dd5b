import type { Database } from "./db.server";

/** Channel on which every instance hears that public content changed. */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

/**
 * Post changes announce themselves inside their transaction (bumpBlogVersion). Call this after any
 * other change to what public pages show (posts, tags, featured flags...): every
 * instance sharing the database drops its rendered-page cache.
 */
export async function announceContentChange(database: Database): Promise<void> {
  await database.notify(CONTENT_CHANGED_CHANNEL, new Date().toISOString());
}
