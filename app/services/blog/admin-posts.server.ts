import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { adminUsers, posts } from "~/db/schema/index";
import { type AdminListQuery, prefixTsQuery, UNTYPED } from "~/lib/blog/admin-list-query";
import { containing } from "~/lib/core/like-pattern";
import { ADMIN_POSTS_PER_PAGE } from "~/lib/blog/rules";
import { pageWithin } from "~/lib/core/page-number";
import type { AdminPostRow, EditablePost } from "~/lib/blog/types";
import type { Db, Tx } from "~/services/platform";
import type { PostFormValues } from "~/lib/blog/post-form-values";
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
  hasPendingChanges: sql<boolean>`${posts.pendingChanges} is not null`,
  tags: tagNames,
};

/** The Blog Posts list's order (posts_admin_order_idx). */
export const ADMIN_POSTS_ORDER = [desc(posts.date), desc(posts.createdAt), desc(posts.id)];

export type AdminPostsPage = { posts: AdminPostRow[]; page: number; pageCount: number; total: number };

/** The conditions of a list query: live posts (not in the trash) matching the words and every filter. */
function listConditions(query: Partial<AdminListQuery>): SQL | undefined {
  const words = prefixTsQuery(query.q ?? "");
  const type = query.type === UNTYPED ? isNull(posts.type) : query.type ? eq(posts.type, query.type) : undefined;
  return and(
    isNull(posts.deletedAt),
    // The words anywhere in the title, excerpt or body (posts_search_idx), as prefixes; or the typed text inside the title.
    words || query.q ? or(words ? sql`${posts.search} @@ to_tsquery('english', ${words})` : undefined, ilike(posts.title, containing(query.q!))) : undefined,
    query.status ? eq(posts.status, query.status) : undefined,
    type,
    query.category ? eq(posts.category, query.category) : undefined,
    query.author ? eq(posts.authorId, query.author) : undefined,
  );
}

/**
 * One page of the posts staff work on (drafts and scheduled ones too, not the trash), newest first
 * by date, then by creation, without bodies; narrowed by words and filters when asked. The count
 * and the page asked for are read together; only a page past the end (which shows the last one)
 * needs a second read.
 */
export async function listAdminPosts(db: Db, query: Partial<AdminListQuery> = {}): Promise<AdminPostsPage> {
  const where = listConditions(query);
  // The page's ids first, then their columns: skipping to page 60 reads 3,000 index entries, not
  // 3,000 rows with their tags (measured at 5,000 posts: 715 ms before, see bench 45).
  const pageRows = (shown: number) => {
    const ids = db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(...ADMIN_POSTS_ORDER)
      .limit(ADMIN_POSTS_PER_PAGE)
      .offset((shown - 1) * ADMIN_POSTS_PER_PAGE);
    return db
      .select(rowColumns)
      .from(posts)
      .where(inArray(posts.id, ids))
      .orderBy(...ADMIN_POSTS_ORDER);
  };
  const page = query.page ?? 1;
  const [[counted], asked] = await Promise.all([db.select({ total: count() }).from(posts).where(where), pageRows(page)]);
  const total = counted?.total ?? 0;
  const { page: shown, pageCount } = pageWithin(total, page, ADMIN_POSTS_PER_PAGE);
  const rows = shown === page ? asked : await pageRows(shown);
  return { posts: rows.map((row) => ({ ...row, publishAt: row.publishAt?.toISOString() ?? null })), page: shown, pageCount, total };
}

/** The accounts that wrote a live post, by name: the list's author filter. */
export async function listPostAuthors(db: Db): Promise<{ id: string; username: string }[]> {
  return db
    .selectDistinct({ id: adminUsers.id, username: adminUsers.username })
    .from(posts)
    .innerJoin(adminUsers, eq(adminUsers.id, posts.authorId))
    .where(isNull(posts.deletedAt))
    .orderBy(adminUsers.username);
}

/**
 * One post with everything the form edits, as staff last saved it: a published post's pending
 * changes over its live row (decision 091); null when there is no such post (or it is in the trash).
 */
export async function getEditablePost(db: Db | Tx, id: string): Promise<EditablePost | null> {
  const parts = await getPostVersions(db, id);
  if (!parts) return null;
  const { live, pending, pendingPublishAt } = parts;
  if (!pending) return live;
  return {
    ...live,
    ...pending,
    image: pending.image || null,
    metaTitle: pending.metaTitle || null,
    metaDescription: pending.metaDescription || null,
    // The address only moves when the changes go live; an emptied slug follows the title then.
    slug: pending.slug || live.slug,
    hasPendingChanges: true,
    pendingPublishAt: pendingPublishAt?.toISOString() ?? null,
  };
}

/** A post's stored row (what is live when it is published) and its pending changes, if any. */
export async function getPostVersions(
  db: Db | Tx,
  id: string,
): Promise<{ live: EditablePost; pending: PostFormValues | null; pendingPublishAt: Date | null; authorId: string | null } | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      excerpt: posts.excerpt,
      content: posts.content,
      image: posts.image,
      metaTitle: posts.metaTitle,
      metaDescription: posts.metaDescription,
      noindex: posts.noindex,
      pendingChanges: posts.pendingChanges,
      pendingPublishAt: posts.pendingPublishAt,
      authorId: posts.authorId,
    })
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  if (!row) return null;
  const { pendingChanges, pendingPublishAt, authorId, ...live } = row;
  return { live: { ...live, publishAt: live.publishAt?.toISOString() ?? null }, pending: pendingChanges, pendingPublishAt, authorId };
}
