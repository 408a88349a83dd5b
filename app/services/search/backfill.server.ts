import { and, eq, notInArray, sql } from "drizzle-orm";
import { posts, searchDocuments } from "~/db/schema/index";
import type { Db } from "~/services/platform";
import { publiclyVisible } from "~/services/blog/posts-visibility.server";
import { indexDocument, type SearchSource } from "./indexing.server";

const BATCH = 200;
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
  await db.transaction(async (tx) => {
    for (const page of pages) await indexDocument(tx, page);
    const keys = pages.map((page) => `${page.kind}:${page.id}`);
    await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, "page"), keys.length ? notInArray(searchDocuments.key, keys) : sql`true`));
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
  return { pages: pages.length, posts: indexedPosts, removed: removed.length };
}
