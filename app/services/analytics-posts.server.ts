import { eq, or } from "drizzle-orm";
import { posts } from "~/db/schema";
import type { Db } from "./db.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The id of the post a /newsletter/{slug} or /blog/{id} path shows, or null. */
export async function findPostIdBySlug(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(UUID.test(key) ? or(eq(posts.slug, key), eq(posts.id, key)) : or(eq(posts.slug, key), eq(posts.legacyId, key)))
    .limit(1);
  return row?.id ?? null;
}
