import { inArray } from "drizzle-orm";
import { posts } from "~/db/schema/index";
import { type ListQuery, paginate, relatedPosts, typesPresent } from "~/lib/blog/list-query";
import { FOOTER_FEATURED_SHOWN } from "~/lib/blog/rules";
import { type BlogPost, type PostStatus, type PostSummary, type PostType, toSummary } from "~/lib/blog/types";
import type { Db, ProblemLog } from "~/services/platform";
import { readIsPublicPostId, readMovedSlug, readPreviewPost, readPublicPostPage, readSitemapPosts, readSlugById } from "./post-page-query.server";
import { builtInPosts, builtInPostsMatching } from "./posts-built-in.server";
import { cachedSiteContentRead } from "~/services/publishing/site-content-cache.server";
import { readFooterFeatured, readLatest, readListPage, readRelated, readTypesPresent } from "./posts-summaries-query.server";

/**
 * The public reads of the blog. Each asks the database for only what its page shows, reuses its
 * answer while the shared content version stays the same, and falls back to the last answer it
 * served, else to the built-in posts, when the database cannot be reached.
 */

/**
 * Callers on every page view (the footer's featured posts, the page-view beacon) use a content
 * version checked within this window without asking the database again (changes expire it at once).
 */
const PER_VIEW_TRUST_MS = 5_000;

/** Footer's Featured Articles: the newest featured posts (of the three kept), at most two. */
export async function listFooterFeaturedPosts(db: Db): Promise<{ id: string; title: string }[]> {
  const builtIn = async () =>
    (await builtInPosts())
      .filter((post) => post.featured)
      .slice(0, FOOTER_FEATURED_SHOWN)
      .map(({ id, title }) => ({ id, title }));
  return (await cachedSiteContentRead(db, "footer", () => readFooterFeatured(db), builtIn, { trustVerifiedForMs: PER_VIEW_TRUST_MS })).value;
}

/** Whether `id` is a current public post in the database. Page views carry the id the browser sent, so it is checked before being stored. */
export async function isCurrentPostId(db: Db, id: string): Promise<boolean> {
  const { value, source } = await cachedSiteContentRead(
    db,
    `post-id:${id}`,
    () => readIsPublicPostId(db, id),
    async () => false,
    { trustVerifiedForMs: PER_VIEW_TRUST_MS },
  );
  return source === "database" && value;
}

export type BlogListData = {
  posts: PostSummary[];
  /** Filter buttons: every post type present among all posts. */
  types: PostType[];
  page: number;
  pageCount: number;
  total: number;
  usedFallback: boolean;
};

/** One page of the list, narrowed by ?q= (ranked), ?type= and ?tag=. */
export async function getBlogList(db: Db, query: ListQuery, log?: ProblemLog): Promise<BlogListData> {
  const builtIn = async (): Promise<Omit<BlogListData, "usedFallback">> => {
    const page = paginate(await builtInPostsMatching(query), query.page);
    return { posts: page.items.map(toSummary), types: typesPresent(await builtInPosts()), page: page.page, pageCount: page.pageCount, total: page.total };
  };
  const read = async () => {
    const [page, types] = await Promise.all([readListPage(db, query), readTypesPresent(db)]);
    return { ...page, types };
  };
  const { value, source } = await cachedSiteContentRead(db, `list:${JSON.stringify([query.q, query.type, query.tag, query.page])}`, read, builtIn, { log });
  return { ...value, usedFallback: source !== "database" };
}

export type PostPageData = { post: BlogPost; related: PostSummary[]; usedFallback: boolean };

/** The post at /newsletter/{slug} with up to three related posts, or null. */
export async function getPostPage(db: Db, slug: string, log?: ProblemLog): Promise<PostPageData | null> {
  const builtIn = async () => {
    const all = await builtInPosts();
    const post = all.find((candidate) => candidate.slug === slug);
    return post ? { post, related: relatedPosts(all, post).map(toSummary) } : null;
  };
  const { value, source } = await cachedSiteContentRead(db, `post:${slug}`, () => readPublicPostPage(db, slug), builtIn, { log });
  return value && { ...value, usedFallback: source !== "database" };
}

/** Any post (drafts too) as its public page will show it, with the related posts visitors would see; for staff only, never cached. */
export async function getPostPreview(db: Db, id: string): Promise<(Omit<PostPageData, "usedFallback"> & { status: PostStatus }) | null> {
  const preview = await readPreviewPost(db, id);
  return preview ? { ...preview, related: await readRelated(db, preview.post) } : null;
}

/**
 * Where a post that was public at `slug` lives now, or null. Asked only when no post has the slug,
 * so a post page that exists never pays for it.
 */
export async function findMovedPostSlug(db: Db, slug: string, log?: ProblemLog): Promise<string | null> {
  return (
    await cachedSiteContentRead(
      db,
      `moved:${slug}`,
      () => readMovedSlug(db, slug),
      async () => null,
      { log },
    )
  ).value;
}

/** The slug of the post with this UUID or legacy id (old /blog/{id} links), or null. */
export async function findSlugByPostId(db: Db, id: string, log?: ProblemLog): Promise<string | null> {
  const builtIn = async () => (await builtInPosts()).find((post) => post.id === id || post.legacyId === id)?.slug ?? null;
  return (await cachedSiteContentRead(db, `slug-of:${id}`, () => readSlugById(db, id), builtIn, { log })).value;
}

/** The newest public posts, for the feed. */
export async function listLatestPosts(db: Db, limit: number, log?: ProblemLog): Promise<PostSummary[]> {
  const builtIn = async () => (await builtInPosts()).slice(0, limit).map(toSummary);
  return (await cachedSiteContentRead(db, `latest:${limit}`, () => readLatest(db, limit), builtIn, { log })).value;
}

/** Slug and last change of every public post, for the sitemap. */
export async function listSitemapPosts(db: Db, log?: ProblemLog): Promise<{ slug: string; updatedAt: string }[]> {
  const builtIn = async () => (await builtInPosts()).map(({ slug, updatedAt }) => ({ slug, updatedAt }));
  return (await cachedSiteContentRead(db, "sitemap", () => readSitemapPosts(db), builtIn, { log })).value;
}

/** Titles of stored posts by id (any status), for lists that name posts; ids without a post are left out. */
export async function postTitles(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(inArray(posts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
