import { count, desc, eq } from "drizzle-orm";
import { posts } from "~/db/schema/index";
import { ADMIN_POSTS_PER_PAGE } from "~/lib/blog/rules";
import { pageWithin } from "~/lib/core/page-number";
import type { AdminPostRow, EditablePost } from "~/lib/blog/types";
import type { Db, Tx } from "~/services/platform";
import { tagNames } from "./posts-summaries-query.server";

export type { AdminPostRow, EditablePost };

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
  tags: tagNames,
};

/** The Blog Posts list's order (posts_admin_order_idx). */
export const ADMIN_POSTS_ORDER = [desc(posts.date), desc(posts.createdAt), desc(posts.id)];

export type AdminPostsPage = { posts: AdminPostRow[]; page: number; pageCount: number; total: number };

/**
 * One page of every post (drafts and scheduled ones too), newest first by date, then by creation,
 * without bodies; read from posts_admin_order_idx. The count and the page asked for are read
 * together; only a page past the end (which shows the last one) needs a second read.
 */
export async function listAdminPosts(db: Db, page = 1): Promise<AdminPostsPage> {
  const pageRows = (shown: number) =>
    db
      .select(rowColumns)
      .from(posts)
      .orderBy(...ADMIN_POSTS_ORDER)
      .limit(ADMIN_POSTS_PER_PAGE)
      .offset((shown - 1) * ADMIN_POSTS_PER_PAGE);
  const [[counted], asked] = await Promise.all([db.select({ total: count() }).from(posts), pageRows(page)]);
  const total = counted?.total ?? 0;
  const { page: shown, pageCount } = pageWithin(total, page, ADMIN_POSTS_PER_PAGE);
  const rows = shown === page ? asked : await pageRows(shown);
  return { posts: rows.map((row) => ({ ...row, publishAt: row.publishAt?.toISOString() ?? null })), page: shown, pageCount, total };
}

/** One post with everything the form edits; null when there is no such post. */
export async function getEditablePost(db: Db | Tx, id: string): Promise<EditablePost | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      excerpt: posts.excerpt,
      content: posts.content,
      image: posts.image,
      metaTitle: posts.metaTitle,
      metaDescription: posts.metaDescription,
      noindex: posts.noindex,
    })
    .from(posts)
    .where(eq(posts.id, id));
  return row ? { ...row, publishAt: row.publishAt?.toISOString() ?? null } : null;
}
