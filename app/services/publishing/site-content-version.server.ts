import { sql } from "drizzle-orm";
import { appState, posts } from "~/db/schema/index";
import { waitingToPublish } from "~/services/blog/posts-visibility.server";
import { CONTENT_CHANGED_CHANNEL, type Db, type Tx } from "~/services/platform";

/**
 * The one site-wide content version: bumped in the same transaction as every change public pages
 * may show (posts, site content, a restore, the day turning), so each instance compares it with
 * its cached reads. The key keeps its historical name: stored databases and backups carry it.
 */
export const SITE_CONTENT_VERSION_KEY = "blog.content";

/** Bumps the site-wide content version; every instance drops its cached pages when the transaction commits. */
export async function bumpSiteContentVersion(tx: Db | Tx): Promise<void> {
  await tx
    .insert(appState)
    .values({ key: SITE_CONTENT_VERSION_KEY, value: {}, version: 1 })
    .onConflictDoUpdate({ target: appState.key, set: { version: sql`${appState.version} + 1`, updatedAt: sql`now()` } });
  // Delivered when the transaction commits: every instance drops its rendered-page cache.
  await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, 'content')`);
}

/**
 * What a cached read is checked against: the shared content version, and when the next scheduled
 * post becomes visible (a read made before then goes stale then, although no one changed anything).
 */
export type ContentState = { version: number; nextDueAt?: number };

/** True until the moment a scheduled post becomes visible (always, when none is waiting). */
export const isFresh = (nextDueAt: number | undefined) => nextDueAt === undefined || Date.now() < nextDueAt;

/**
 * The content version, and when the next scheduled post becomes visible, in one statement (a
 * lookup by primary key and one probe of the scheduled posts' partial index): after a change it
 * is the first read of every page, so it costs one round trip, not two. Given the state last read,
 * an unchanged state is answered with that same object.
 */
export async function readContentState(db: Db, previous?: ContentState): Promise<ContentState> {
  const [row] = await db
    .select({
      version: sql<number>`coalesce((select ${appState.version} from ${appState} where ${appState.key} = ${SITE_CONTENT_VERSION_KEY}), 0)`.mapWith(Number),
      nextDueAt: sql<number | null>`(select extract(epoch from min(${posts.publishAt})) * 1000 from ${posts} where ${waitingToPublish})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  const version = row?.version ?? 0;
  const nextDueAt = typeof row?.nextDueAt === "number" && Number.isFinite(row.nextDueAt) ? row.nextDueAt : undefined;
  if (previous && previous.version === version && previous.nextDueAt === nextDueAt) return previous;
  return { version, nextDueAt };
}
