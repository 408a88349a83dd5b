import { count, eq, sql } from "drizzle-orm";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { appState, posts } from "~/db/schema/index";
import type { AppServices, Db, Tx } from "~/services/platform";
import { preparePost } from "./posts-prepare.server";
import { insertPreparedPost } from "./posts-write.server";

/** Set once the sample posts were seeded, so deleting every post never brings them back. */
const SEEDED_KEY = "blog.seeded";

/** Arbitrary constant: instances starting together seed once. */
const SEED_LOCK_KEY = 72_114_004;

/**
 * First start only: stores the built-in sample posts. Marked as done in app_state so an admin who
 * deletes every post does not see the samples return on the next start.
 */
export async function seedDefaultPosts(db: Db): Promise<number> {
  // The common case, every start after the first: one query, no HTML work.
  if (await isSeeded(db)) return 0;
  // The samples are our own markup and already clean (a unit test sanitizes each and compares), so
  // the first start does not need to load DOMPurify and jsdom.
  const prepared = await Promise.all(DEFAULT_POSTS.map((sample) => preparePost(sample, { legacyId: sample.legacyId, sanitize: async (html) => html })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return 0;
    const [{ value: existing } = { value: 0 }] = await tx.select({ value: count() }).from(posts);
    let inserted = 0;
    if (existing === 0) {
      for (const post of prepared) {
        await insertPreparedPost(tx, post);
        inserted++;
      }
    }
    await tx.insert(appState).values({ key: SEEDED_KEY, value: { at: new Date().toISOString(), inserted } });
    return inserted;
  });
}

async function isSeeded(db: Db | Tx): Promise<boolean> {
  const [marker] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, SEEDED_KEY));
  return Boolean(marker);
}

export async function seedDefaultPostsTask(services: AppServices): Promise<void> {
  const inserted = await seedDefaultPosts(services.database.db);
  if (inserted) services.logger.info({ inserted }, "sample blog posts seeded");
}
