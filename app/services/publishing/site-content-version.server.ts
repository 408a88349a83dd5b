import { sql } from "drizzle-orm";
import { appState } from "~/db/schema/index";
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
