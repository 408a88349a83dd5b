import { and, asc, eq, getTableColumns, isNull, or } from "drizzle-orm";
import { newsItems, postSlugHistory, posts } from "~/db/schema/index";
import { isStoredPostId } from "~/lib/blog/post-id";
import { safeHref } from "~/lib/blog/safe-link";
import type { BlogPost, NewsItem, PostStatus, PostSummary } from "~/lib/blog/types";
import type { Db } from "~/services/platform";
import { displayReadyBody } from "./posts-display.server";
import { extractNewsItems } from "./news-items.server";
import type { PostFormValues } from "~/lib/blog/post-form-values";
import { NEWEST_FIRST, readRelated, tagNames } from "./posts-summaries-query.server";
import { publiclyVisible } from "./posts-visibility.server";

async function readNewsItems(db: Db, postId: string): Promise<NewsItem[]> {
  const rows = await db.select().from(newsItems).where(eq(newsItems.postId, postId)).orderBy(asc(newsItems.position));
  return rows.map((row) => ({ headline: row.headline, content: row.content, readMoreLink: row.readMoreLink, section: row.section ?? "" }));
}

/** A post's row as its page needs it: every column but the search vector and changes not yet live (decision 091), with its tags. */
const { search: _search, pendingChanges: _pendingChanges, pendingPublishAt: _pendingPublishAt, ...storedColumns } = getTableColumns(posts);
const postPageColumns = { ...storedColumns, tags: tagNames };

type PostPageRow = Omit<typeof posts.$inferSelect, "search" | "pendingChanges" | "pendingPublishAt"> & { tags: string[] };

/**
 * The public post at this slug ready for display (tags, news items; its featured flag is the stored
 * one, which the post page does not show) with its related posts, or null. The related posts need
 * only the row's id and category, so they are read alongside its news items.
 */
export async function readPublicPostPage(db: Db, slug: string): Promise<{ post: BlogPost; related: PostSummary[] } | null> {
  const [row] = await db
    .select(postPageColumns)
    .from(posts)
    .where(and(eq(posts.slug, slug), publiclyVisible))
    .limit(1);
  if (!row) return null;
  const [post, related] = await Promise.all([toDisplayPost(db, row), readRelated(db, row)]);
  return { post, related };
}

/** Any post by id, whatever its status, ready for display, with its status: staff's preview. Never cached. */
export async function readPreviewPost(db: Db, id: string): Promise<{ post: BlogPost; status: PostStatus } | null> {
  if (!isStoredPostId(id)) return null;
  const [row] = await db
    .select({ ...postPageColumns, pendingChanges: posts.pendingChanges })
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { pendingChanges, ...stored } = row;
  return { post: pendingChanges ? await toDisplayPending(stored, pendingChanges) : await toDisplayPost(db, stored), status: row.status };
}

/** A live post as its pending changes would show it: staff preview and preview links, never the public pages. */
async function toDisplayPending(row: PostPageRow, changes: PostFormValues): Promise<BlogPost> {
  const items = extractNewsItems(changes.content).items;
  // Its own cache key: the row's version names the live body on the public page.
  const body = await displayReadyBody(`${row.id}:pending`, row.version, changes.content, items, null);
  return {
    id: row.id,
    legacyId: row.legacyId,
    slug: row.slug,
    title: changes.title,
    date: changes.date,
    excerpt: changes.excerpt,
    image: safeHref(changes.image || null),
    category: changes.category,
    type: changes.type,
    url: safeHref(row.url),
    readMoreLink: safeHref(row.readMoreLink),
    featured: changes.featured,
    metaTitle: changes.metaTitle || null,
    metaDescription: changes.metaDescription || null,
    noindex: changes.noindex,
    tags: changes.tags,
    updatedAt: row.updatedAt.toISOString(),
    ...body,
  };
}

async function toDisplayPost(db: Db, row: PostPageRow): Promise<BlogPost> {
  const items = await readNewsItems(db, row.id);
  const body = await displayReadyBody(row.id, row.version, row.content, items, row.bodySeal);
  return {
    id: row.id,
    legacyId: row.legacyId,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    image: safeHref(row.image),
    category: row.category,
    type: row.type,
    url: safeHref(row.url),
    readMoreLink: safeHref(row.readMoreLink),
    featured: row.featured,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    noindex: row.noindex,
    tags: row.tags,
    updatedAt: row.updatedAt.toISOString(),
    ...body,
  };
}

const byIdOrLegacyId = (id: string) => (isStoredPostId(id) ? or(eq(posts.id, id), eq(posts.legacyId, id)) : eq(posts.legacyId, id));

/** The slug of the public post with this UUID or legacy id (old /blog/{id} links), or null. */
export async function readSlugById(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(byIdOrLegacyId(id), publiclyVisible))
    .limit(1);
  return row?.slug ?? null;
}

/** Whether a public post has this UUID. */
export async function readIsPublicPostId(db: Db, id: string): Promise<boolean> {
  if (!isStoredPostId(id)) return false;
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, id), publiclyVisible))
    .limit(1);
  return rows.length > 0;
}

/** Slug and last change of every public post not hidden from search engines, newest first: all the sitemap needs. */
export async function readSitemapPosts(db: Db): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(publiclyVisible, eq(posts.noindex, false)))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
}

/** The current slug of the public post that was once public at `slug`, or null. */
export async function readMovedSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: posts.slug })
    .from(postSlugHistory)
    .innerJoin(posts, eq(posts.id, postSlugHistory.postId))
    .where(and(eq(postSlugHistory.slug, slug), publiclyVisible))
    .limit(1);
  return row?.slug ?? null;
}
