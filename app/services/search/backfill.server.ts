import { and, eq, notInArray, sql } from "drizzle-orm";
import { posts, searchDocuments } from "~/db/schema/index";
import { type Db, queryRows, type Tx } from "~/services/platform";
import { expireSiteContentCache } from "~/services/publishing/site-content-cache.server";
import { bumpSiteContentVersion } from "~/services/publishing/site-content-version.server";
import { publiclyVisible } from "~/services/blog/posts-visibility.server";
import { indexDocument, type SearchSource } from "./indexing.server";

const BATCH = 200;

/** What the index holds of the pages, in one value: a start-up that rewrites them unchanged moves no content version. */
async function pagesFingerprint(tx: Db | Tx): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string | null }>(
    tx,
    sql`select md5(string_agg(concat_ws(chr(31), d.key, d.title, d.url, d.body), chr(30) order by d.key collate "C")) as fingerprint
      from ${searchDocuments} d where d.kind = 'page'`,
  );
  return row?.fingerprint ?? "";
}
/**
 * Entries written or removed from which the backfill vacuums and analyzes the index table itself:
 * the GIN indexes keep new entries in a pending list that every search reads through until a vacuum
 * merges it (5,000 posts written at start-up made every search scan thousands of them), and search
 * reads a query most posts hold through an ordered index only when the statistics say so (decision
 * 090). An embedded database has no autovacuum, and a server's comes a minute or more later.
 */
const VACUUM_FROM = 100;

/**
 * Brings the index in line with what the public sees, for content written before the index existed
 * or around it (a restore, a script, a due scheduled post): every page given (cheap, a few dozen),
 * the public posts not indexed at their current version, and entries of posts no longer public.
 * Idempotent, so instances starting together may both run it. Returns how many entries it wrote.
 */
export async function backfillSearchIndex(db: Db, pages: readonly SearchSource[]): Promise<{ pages: number; posts: number; removed: number }> {
  const pagesChanged = await db.transaction(async (tx) => {
    const before = await pagesFingerprint(tx);
    for (const page of pages) await indexDocument(tx, page);
    const keys = pages.map((page) => `${page.kind}:${page.id}`);
    await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, "page"), keys.length ? notInArray(searchDocuments.key, keys) : sql`true`));
    return (await pagesFingerprint(tx)) !== before;
  });
  let indexedPosts = 0;
  // Bounded: a post that turns private between the two reads is removed, not retried for ever.
  for (let round = 0; round < 10_000; round++) {
    const stale = await db
      .select({ id: posts.id })
      .from(posts)
      .leftJoin(searchDocuments, eq(searchDocuments.key, sql`'post:' || ${posts.id}::text`))
      .where(and(publiclyVisible, sql`(${searchDocuments.key} is null or ${searchDocuments.sourceVersion} <> ${posts.version})`))
      .limit(BATCH);
    if (!stale.length) break;
    await db.transaction(async (tx) => {
      for (const { id } of stale) await indexDocument(tx, { kind: "post", id });
    });
    indexedPosts += stale.length;
    if (stale.length < BATCH) break;
  }
  const removed = await db
    .delete(searchDocuments)
    .where(
      and(
        eq(searchDocuments.kind, "post"),
        sql`not exists (select 1 from ${posts} where 'post:' || ${posts.id}::text = ${searchDocuments.key} and ${publiclyVisible})`,
      ),
    )
    .returning({ key: searchDocuments.key });
  if (indexedPosts + removed.length >= VACUUM_FROM) await db.execute(sql`vacuum (analyze) ${searchDocuments}`);
  // Searches keep what they found per content version (results-cache.server.ts): an index changed
  // here moves it, so every instance searches again.
  if (pagesChanged || indexedPosts || removed.length) {
    await bumpSiteContentVersion(db);
    expireSiteContentCache(db);
  }
  return { pages: pages.length, posts: indexedPosts, removed: removed.length };
}
