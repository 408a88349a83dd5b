import { and, desc, inArray, sql } from "drizzle-orm";
import { posts } from "~/db/schema/index";
import { htmlToText } from "~/lib/blog/excerpt";
import { filterByTypeAndTag, type ListQuery, paginate, relatedPosts, typesPresent } from "~/lib/blog/list-query";
import { FOOTER_FEATURED_SHOWN } from "~/lib/blog/rules";
import { type BlogPost, type PostSummary, type PostType, toSummary } from "~/lib/blog/types";
import type { Db, ProblemLog } from "~/services/platform";
import { type BlogSnapshot, getBlogSnapshot } from "./posts-snapshot.server";
import { publiclyVisible } from "./posts-visibility.server";

/**
 * Callers on every page view (the footer's featured posts, the page-view beacon) use a copy
 * verified within this window without asking the database again (changes expire it at once, see
 * getBlogSnapshot).
 */
const PER_VIEW_TRUST_MS = 5_000;
/** Most search hits considered; more is noise on a firm's blog. */
const SEARCH_LIMIT = 200;

/** Footer's Featured Articles: the newest featured posts (of the three kept), at most two. */
export async function listFooterFeaturedPosts(db: Db): Promise<{ id: string; title: string }[]> {
  const { posts: all } = await getBlogSnapshot(db, undefined, { trustVerifiedForMs: PER_VIEW_TRUST_MS });
  return all
    .filter((post) => post.featured)
    .slice(0, FOOTER_FEATURED_SHOWN)
    .map(({ id, title }) => ({ id, title }));
}

/**
 * Whether `id` is a post in the database's current copy of the blog. Page views carry the id the
 * browser sent, so it is checked before being stored; answered from the cached copy, not a query.
 */
export async function isCurrentPostId(db: Db, id: string): Promise<boolean> {
  const snapshot = await getBlogSnapshot(db, undefined, { trustVerifiedForMs: PER_VIEW_TRUST_MS });
  return snapshot.source === "database" && snapshot.posts.some((post) => post.id === id);
}

/** Ranked full-text search in PostgreSQL: title counts most, then the excerpt, then the body. */
export async function searchPostIds(db: Db, q: string): Promise<string[]> {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(sql`${posts.search} @@ ${query}`, publiclyVisible))
    .orderBy(sql`ts_rank(${posts.search}, ${query}) desc`, desc(posts.date))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => row.id);
}

/** Without the database: every word must appear in the title, excerpt, tags or text. */
function searchInMemory(all: BlogPost[], q: string): BlogPost[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((post) => {
    const haystack = `${post.title} ${post.excerpt} ${post.tags.join(" ")} ${htmlToText(post.content)}`.toLowerCase();
    return words.every((word) => haystack.includes(word.replace(/^[-"]+|"+$/g, "")));
  });
}

async function searchSnapshot(db: Db, snapshot: BlogSnapshot, q: string, log?: ProblemLog): Promise<BlogPost[]> {
  if (snapshot.source !== "database") return searchInMemory(snapshot.posts, q);
  try {
    const byId = new Map(snapshot.posts.map((post) => [post.id, post]));
    return (await searchPostIds(db, q)).map((id) => byId.get(id)).filter((post): post is BlogPost => Boolean(post));
  } catch (error) {
    log?.warn({ err: error }, "full-text search failed, searching the cached posts");
    return searchInMemory(snapshot.posts, q);
  }
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
  const snapshot = await getBlogSnapshot(db, log);
  const matching = query.q ? await searchSnapshot(db, snapshot, query.q, log) : snapshot.posts;
  const page = paginate(filterByTypeAndTag(matching, query), query.page);
  return {
    posts: page.items.map(toSummary),
    types: typesPresent(snapshot.posts),
    page: page.page,
    pageCount: page.pageCount,
    total: page.total,
    usedFallback: snapshot.source !== "database",
  };
}

export type PostPageData = { post: BlogPost; related: PostSummary[]; usedFallback: boolean };

/** The post at /newsletter/{slug} with up to three related posts, or null. */
export async function getPostPage(db: Db, slug: string, log?: ProblemLog): Promise<PostPageData | null> {
  const snapshot = await getBlogSnapshot(db, log);
  const post = snapshot.posts.find((candidate) => candidate.slug === slug);
  if (!post) return null;
  return { post, related: relatedPosts(snapshot.posts, post).map(toSummary), usedFallback: snapshot.source !== "database" };
}

/** The slug of the post with this UUID or legacy id (old /blog/{id} links), or null. */
export async function findSlugByPostId(db: Db, id: string, log?: ProblemLog): Promise<string | null> {
  const { posts: all } = await getBlogSnapshot(db, log);
  return all.find((post) => post.id === id || post.legacyId === id)?.slug ?? null;
}

/** Every post, newest first, for the sitemap and the feed. */
export async function listAllPosts(db: Db, log?: ProblemLog): Promise<BlogPost[]> {
  return (await getBlogSnapshot(db, log)).posts;
}

/** Titles of stored posts by id (any status), for lists that name posts; ids without a post are left out. */
export async function postTitles(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
