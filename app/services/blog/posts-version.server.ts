import { sql } from "drizzle-orm";
import { appState, posts } from "~/db/schema/index";
import type { Db } from "~/services/platform";
import { bumpSiteContentVersion, SITE_CONTENT_VERSION_KEY } from "~/services/publishing/site-content-version.server";
import { waitingToPublish } from "./posts-visibility.server";

/** The site-wide content version's key (services/publishing). */
export const CONTENT_KEY = SITE_CONTENT_VERSION_KEY;
/** Set once the sample posts were seeded, so deleting every post never brings them back. */
export const SEEDED_KEY = "blog.seeded";

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
      version: sql<number>`coalesce((select ${appState.version} from ${appState} where ${appState.key} = ${CONTENT_KEY}), 0)`.mapWith(Number),
      nextDueAt: sql<number | null>`(select extract(epoch from min(${posts.publishAt})) * 1000 from ${posts} where ${waitingToPublish})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  const version = row?.version ?? 0;
  const nextDueAt = typeof row?.nextDueAt === "number" && Number.isFinite(row.nextDueAt) ? row.nextDueAt : undefined;
  if (previous && previous.version === version && previous.nextDueAt === nextDueAt) return previous;
  return { version, nextDueAt };
}

/** @deprecated the old name of `bumpSiteContentVersion` (services/publishing), kept for callers on other branches. */
export const bumpBlogVersion = bumpSiteContentVersion;
