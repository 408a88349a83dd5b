import { asc, eq, min } from "drizzle-orm";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { newsItems, postTags, posts, tags } from "~/db/schema/index";
import { byDateDesc, capFeatured } from "~/lib/blog/list-query";
import { sanitizeHtml } from "~/services/blog/sanitize.server";
import { safeHref } from "~/lib/blog/safe-link";
import { slugify } from "~/lib/blog/slug";
import { extractNewsItems } from "~/services/blog/news-items.server";
import type { BlogPost, NewsItem } from "~/lib/blog/types";
import { CONTENT_CHANGED_CHANNEL, type Database, type Db, type ProblemLog } from "~/services/platform";
import { readBlogVersion } from "./posts-version.server";
import { publiclyVisible, waitingToPublish } from "./posts-visibility.server";

/** Every post, newest first, sanitized for display; `source` says where it came from. */
export type BlogSnapshot = {
  posts: BlogPost[];
  source: "database" | "last-good-copy" | "built-in";
  version: number;
  /** When a scheduled post becomes visible, making this copy stale although no one changed anything. */
  staleAt?: number;
};

/** `verifiedAt`: when the copy was last found to match the shared version (0: check before trusting it). */
type CacheEntry = { version: number; loading?: Promise<BlogSnapshot>; snapshot?: BlogSnapshot; verifiedAt?: number };
/**
 * One entry per database handle (one per process): the last copy read from the database. It is
 * only a cache, checked against the shared content version on every read, and the "last good
 * copy" served when the database cannot be reached.
 */
const cache = new WeakMap<Db, CacheEntry>();

async function readPostsFromDatabase(db: Db, version: number): Promise<BlogSnapshot> {
  const [postRows, tagRows, itemRows, [waiting]] = await Promise.all([
    db
      .select({
        id: posts.id,
        legacyId: posts.legacyId,
        slug: posts.slug,
        title: posts.title,
        date: posts.date,
        excerpt: posts.excerpt,
        content: posts.content,
        image: posts.image,
        category: posts.category,
        type: posts.type,
        url: posts.url,
        readMoreLink: posts.readMoreLink,
        featured: posts.featured,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .where(publiclyVisible),
    db.select({ postId: postTags.postId, name: tags.name }).from(postTags).innerJoin(tags, eq(tags.id, postTags.tagId)).orderBy(asc(postTags.position), asc(tags.name)),
    db.select().from(newsItems).orderBy(asc(newsItems.postId), asc(newsItems.position)),
    db.select({ next: min(posts.publishAt) }).from(posts).where(waitingToPublish),
  ]);
  const tagsByPost = new Map<string, string[]>();
  for (const row of tagRows) tagsByPost.set(row.postId, [...(tagsByPost.get(row.postId) ?? []), row.name]);
  const itemsByPost = new Map<string, NewsItem[]>();
  for (const row of itemRows) {
    const item = { headline: row.headline, content: row.content, readMoreLink: row.readMoreLink, section: row.section ?? "" };
    itemsByPost.set(row.postId, [...(itemsByPost.get(row.postId) ?? []), item]);
  }
  const result: BlogPost[] = [];
  for (const row of postRows) {
    result.push(
      await displayReady({
        ...row,
        updatedAt: row.updatedAt.toISOString(),
        tags: tagsByPost.get(row.id) ?? [],
        newsItems: itemsByPost.get(row.id) ?? [],
      }),
    );
  }
  return { posts: capFeatured(result.sort(byDateDesc)), source: "database", version, staleAt: waiting?.next?.getTime() };
}

/** Stored HTML is sanitized again before display: a row written by anything but our save path stays harmless. */
async function displayReady(post: BlogPost): Promise<BlogPost> {
  const ready = {
    ...post,
    content: await sanitizeHtml(post.content),
    image: safeHref(post.image),
    url: safeHref(post.url),
    readMoreLink: safeHref(post.readMoreLink),
  };
  try {
    const items: NewsItem[] = [];
    for (const item of post.newsItems) items.push({ ...item, content: await sanitizeHtml(item.content), readMoreLink: safeHref(item.readMoreLink) });
    return { ...ready, newsItems: items };
  } catch {
    return { ...ready, newsItems: [], newsItemsError: true };
  }
}

/** The built-in samples as display-ready posts; their legacy id doubles as id. */
export async function builtInPosts(): Promise<BlogPost[]> {
  const result: BlogPost[] = [];
  for (const sample of DEFAULT_POSTS) {
    const content = await sanitizeHtml(sample.content);
    result.push({
      id: sample.legacyId,
      legacyId: sample.legacyId,
      slug: slugify(sample.title),
      title: sample.title,
      date: sample.date,
      excerpt: sample.excerpt,
      content,
      image: sample.image,
      category: sample.category,
      type: sample.type,
      url: null,
      readMoreLink: null,
      featured: sample.featured,
      tags: sample.tags,
      newsItems: extractNewsItems(content).items,
      updatedAt: new Date(`${sample.date}T12:00:00Z`).toISOString(),
    });
  }
  return capFeatured(result.sort(byDateDesc));
}

type SnapshotOptions = {
  /**
   * Trust a database copy verified this recently without asking for the version again. Only for
   * callers on every page's hot path (the footer): a change announced by NOTIFY, or made by this
   * process, expires the copy at once; the window only bounds staleness if a NOTIFY is lost.
   */
  trustVerifiedForMs?: number;
};

/**
 * All posts for display. Reads the shared content version (one tiny query) and reuses the cached
 * copy while it matches. When the database fails: the last good copy, else the built-in posts.
 */
export async function getBlogSnapshot(db: Db, log?: ProblemLog, options: SnapshotOptions = {}): Promise<BlogSnapshot> {
  const entry = cache.get(db);
  const trustFor = options.trustVerifiedForMs ?? 0;
  const fresh = (snapshot: BlogSnapshot) => snapshot.staleAt === undefined || Date.now() < snapshot.staleAt;
  if (entry?.snapshot?.source === "database" && entry.verifiedAt && Date.now() - entry.verifiedAt < trustFor && fresh(entry.snapshot)) return entry.snapshot;
  try {
    const version = await readBlogVersion(db);
    const verifiedAt = Date.now();
    if (entry?.snapshot && entry.version === version && fresh(entry.snapshot)) {
      entry.verifiedAt = verifiedAt;
      return entry.snapshot;
    }
    if (entry?.loading && entry.version === version) return await entry.loading;
    const loading = readPostsFromDatabase(db, version);
    cache.set(db, { version, loading, snapshot: entry?.snapshot });
    const snapshot = await loading;
    // A change announced while this copy was read leaves it unverified (see expireBlogSnapshot).
    const current = cache.get(db);
    cache.set(db, { version, snapshot, verifiedAt: current?.loading === loading ? verifiedAt : 0 });
    return snapshot;
  } catch (error) {
    log?.warn({ err: error }, "blog posts unavailable from the database, serving a fallback copy");
    const lastGood = cache.get(db)?.snapshot;
    // NaN matches no version: the next request tries the database again.
    cache.set(db, { version: Number.NaN, snapshot: lastGood });
    if (lastGood) return { ...lastGood, source: "last-good-copy" };
    return { posts: await builtInPosts(), source: "built-in", version: -1 };
  }
}

/** The copy must be checked against the shared version before it is trusted again (content changed). */
export function expireBlogSnapshot(db: Db) {
  const entry = cache.get(db);
  if (entry) cache.set(db, { ...entry, loading: undefined, verifiedAt: 0 });
}

/** Expires this process's copy whenever any instance announces a content change (NOTIFY). */
export function expireBlogSnapshotOnChange(database: Database): Promise<() => Promise<void>> {
  return database.listen(CONTENT_CHANGED_CHANNEL, () => expireBlogSnapshot(database.db));
}
