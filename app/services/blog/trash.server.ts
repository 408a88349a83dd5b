import { count, desc, isNotNull } from "drizzle-orm";
import { posts } from "~/db/schema/index";
import type { Db } from "~/services/platform";

export type TrashedPost = { id: string; title: string; deletedAt: string; deletedBy: string | null };

/** How many posts are in the trash (the Blog Posts tab's link to it). */
export async function countTrashedPosts(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(posts).where(isNotNull(posts.deletedAt));
  return row?.value ?? 0;
}

/** The posts in the trash, most recently deleted first (posts_trash_idx). */
export async function listTrashedPosts(db: Db): Promise<TrashedPost[]> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, deletedAt: posts.deletedAt, deletedBy: posts.deletedBy })
    .from(posts)
    .where(isNotNull(posts.deletedAt))
    .orderBy(desc(posts.deletedAt), desc(posts.id));
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt!.toISOString() }));
}
