import { eq, sql } from "drizzle-orm";
import { appState } from "~/db/schema/index";
import { CONTENT_CHANGED_CHANNEL, type Db, type Tx } from "~/services/platform";

/** Bumped in the same transaction as every post change: each instance compares it with its cached copy. */
export const CONTENT_KEY = "blog.content";
/** Set once the sample posts were seeded, so deleting every post never brings them back. */
export const SEEDED_KEY = "blog.seeded";

export async function readBlogVersion(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ version: appState.version }).from(appState).where(eq(appState.key, CONTENT_KEY));
  return row?.version ?? 0;
}

export async function bumpBlogVersion(tx: Db | Tx): Promise<void> {
  await tx
    .insert(appState)
    .values({ key: CONTENT_KEY, value: {}, version: 1 })
    .onConflictDoUpdate({ target: appState.key, set: { version: sql`${appState.version} + 1`, updatedAt: sql`now()` } });
  // Delivered when the transaction commits: every instance drops its rendered-page cache.
  await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, 'blog')`);
}
