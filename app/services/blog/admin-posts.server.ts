import { asc, desc, eq, inArray } from "drizzle-orm";
import { postTags, posts, tags } from "~/db/schema/index";
import type { AdminPostRow, EditablePost } from "~/lib/blog/types";
import type { Db, Tx } from "~/services/platform";

export type { AdminPostRow, EditablePost };

async function tagsByPost(db: Db | Tx, postIds: string[]): Promise<Map<string, string[]>> {
  const byPost = new Map<string, string[]>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select({ postId: postTags.postId, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(asc(postTags.position));
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.name]);
  return byPost;
}

const rowColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  date: posts.date,
  type: posts.type,
  category: posts.category,
  featured: posts.featured,
  status: posts.status,
  publishAt: posts.publishAt,
  version: posts.version,
};

/** Every post, newest first by date (then by creation), without bodies. */
export async function listAdminPosts(db: Db): Promise<AdminPostRow[]> {
  const rows = await db.select(rowColumns).from(posts).orderBy(desc(posts.date), desc(posts.createdAt));
  const tagMap = await tagsByPost(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, publishAt: row.publishAt?.toISOString() ?? null, tags: tagMap.get(row.id) ?? [] }));
}

/** One post with everything the form edits; null when there is no such post. */
export async function getEditablePost(db: Db | Tx, id: string): Promise<EditablePost | null> {
  const [row] = await db
    .select({ ...rowColumns, excerpt: posts.excerpt, content: posts.content, image: posts.image, metaTitle: posts.metaTitle, metaDescription: posts.metaDescription, noindex: posts.noindex })
    .from(posts)
    .where(eq(posts.id, id));
  if (!row) return null;
  const tagMap = await tagsByPost(db, [id]);
  return { ...row, publishAt: row.publishAt?.toISOString() ?? null, tags: tagMap.get(id) ?? [] };
}
