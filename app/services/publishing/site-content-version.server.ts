import { sql } from "drizzle-orm";
import { appState, posts } from "~/db/schema/index";
import { waitingToPublish } from "~/services/blog/posts-visibility.server";
import { CONTENT_CHANGED_CHANNEL, CONTENT_CHANGES, type ContentChange, type Db, type Tx } from "~/services/platform";

/**
 * The one site-wide content version: bumped in the same transaction as every change public pages
 * may show (posts, site content, a restore, the day turning), so each instance compares it with
 * its cached reads. The key keeps its historical name: stored databases and backups carry it.
 */
export const SITE_CONTENT_VERSION_KEY = "blog.content";

/**
 * The version of staff's search synonyms: what a search finds depends on them, no page does (search
 * results are never kept in the page cache), so a synonym edit moves this one and keeps every page.
 */
export const SEARCH_SYNONYMS_VERSION_KEY = "search.synonyms";

async function bumpVersion(tx: Db | Tx, key: string, changed: ContentChange): Promise<void> {
  await tx
    .insert(appState)
    .values({ key, value: {}, version: 1 })
    .onConflictDoUpdate({ target: appState.key, set: { version: sql`${appState.version} + 1`, updatedAt: sql`now()` } });
  // Delivered when the transaction commits: every instance re-reads the versions (and drops its rendered pages for content).
  await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${changed})`);
}

/** Bumps the site-wide content version; every instance drops its cached pages when the transaction commits. */
export async function bumpSiteContentVersion(tx: Db | Tx): Promise<void> {
  await bumpVersion(tx, SITE_CONTENT_VERSION_KEY, CONTENT_CHANGES.content);
}

/** Bumps the synonyms' version: every instance searches with the new synonyms, and keeps its pages. */
export async function bumpSearchSynonymsVersion(tx: Db | Tx): Promise<void> {
  await bumpVersion(tx, SEARCH_SYNONYMS_VERSION_KEY, CONTENT_CHANGES.synonyms);
}

/**
 * What a cached read is checked against: the shared content version, and when the next scheduled
 * post becomes visible (a read made before then goes stale then, although no one changed anything).
 */
export type ContentState = { version: number; synonymsVersion: number; nextDueAt?: number };

/** True until the moment a scheduled post becomes visible (always, when none is waiting). */
export const isFresh = (nextDueAt: number | undefined) => nextDueAt === undefined || Date.now() < nextDueAt;

/**
 * The content version, the synonyms' version, and when the next scheduled post becomes visible, in
 * one statement (two lookups by primary key and one probe of the scheduled posts' partial index): after a change it
 * is the first read of every page, so it costs one round trip, not two. Given the state last read,
 * an unchanged state is answered with that same object.
 */
export async function readContentState(db: Db, previous?: ContentState): Promise<ContentState> {
  const [row] = await db
    .select({
      version: sql<number>`coalesce((select ${appState.version} from ${appState} where ${appState.key} = ${SITE_CONTENT_VERSION_KEY}), 0)`.mapWith(Number),
      synonymsVersion: sql<number>`coalesce((select ${appState.version} from ${appState} where ${appState.key} = ${SEARCH_SYNONYMS_VERSION_KEY}), 0)`.mapWith(
        Number,
      ),
      nextDueAt: sql<number | null>`(select extract(epoch from min(${posts.publishAt})) * 1000 from ${posts} where ${waitingToPublish})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  const version = row?.version ?? 0;
  const synonymsVersion = row?.synonymsVersion ?? 0;
  const nextDueAt = typeof row?.nextDueAt === "number" && Number.isFinite(row.nextDueAt) ? row.nextDueAt : undefined;
  if (previous && previous.version === version && previous.synonymsVersion === synonymsVersion && previous.nextDueAt === nextDueAt) return previous;
  return { version, synonymsVersion, nextDueAt };
}
