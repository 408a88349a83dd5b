import { and, asc, count, desc, eq, getTableName, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { POST_TYPES } from "~/lib/blog/post-enums";
import { postTags, posts, tags } from "~/db/schema/index";
import type { ListQuery } from "~/lib/blog/list-query";
import { pageWithin } from "~/lib/core/page-number";
import { FEATURED_POSTS_KEPT, FOOTER_FEATURED_SHOWN, POSTS_PER_PAGE, RELATED_POSTS_MAX } from "~/lib/blog/rules";
import { safeHref } from "~/lib/blog/safe-link";
import type { PostSummary, PostType } from "~/lib/blog/types";
import type { Db } from "~/services/platform";
import { publiclyVisible } from "./posts-visibility.server";

/** Newest first; same-day posts in a stable order by title (the order of posts_date_idx). */
export const NEWEST_FIRST = [desc(posts.date), asc(posts.title), asc(posts.id)];

/** Most search hits considered; more is noise on a firm's blog. */
const SEARCH_LIMIT = 200;

/** Only the newest three public posts marked featured stay featured; older ones show as ordinary posts. */
function keptFeatured(db: Db): SQL<boolean> {
  const kept = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(publiclyVisible, sql`${posts.featured}`))
    .orderBy(...NEWEST_FIRST)
    .limit(FEATURED_POSTS_KEPT);
  return sql<boolean>`(${posts.featured} and ${inArray(posts.id, kept)})`;
}

/** A column with its table's name: Drizzle leaves it out in the select list of a one-table query, where a subquery would misread it. */
const qualified = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The post's tag names in the editor's order, read with its row: a page of cards or a post is one
 * statement rather than a second round trip for the tags after every content change.
 */
export const tagNames = sql<
  string[]
>`coalesce((select array_agg(${qualified(tags.name)} order by ${qualified(postTags.position)}, ${qualified(tags.name)}) from ${postTags} inner join ${tags} on ${qualified(tags.id)} = ${qualified(postTags.tagId)} where ${qualified(postTags.postId)} = ${qualified(posts.id)}), '{}')`;

/** What a card shows: every column but the body. */
function summaryColumns(db: Db) {
  return {
    id: posts.id,
    legacyId: posts.legacyId,
    slug: posts.slug,
    title: posts.title,
    date: posts.date,
    excerpt: posts.excerpt,
    image: posts.image,
    category: posts.category,
    type: posts.type,
    url: posts.url,
    readMoreLink: posts.readMoreLink,
    featured: keptFeatured(db),
    updatedAt: posts.updatedAt,
    tags: tagNames,
  };
}

function summaries(db: Db, where: SQL | undefined) {
  return db.select(summaryColumns(db)).from(posts).where(and(publiclyVisible, where));
}

function toSummaries(rows: Awaited<ReturnType<typeof summaries>>): PostSummary[] {
  return rows.map((row) => ({
    ...row,
    featured: Boolean(row.featured),
    image: safeHref(row.image),
    url: safeHref(row.url),
    readMoreLink: safeHref(row.readMoreLink),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const hasTag = (name: string) =>
  sql`exists (select 1 from ${postTags} inner join ${tags} on ${tags.id} = ${postTags.tagId} where ${postTags.postId} = ${posts.id} and lower(${tags.name}) = lower(${name}))`;

const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

function listFilter({ q, type, tag }: Pick<ListQuery, "q" | "type" | "tag">): SQL | undefined {
  return and(
    type === null ? undefined : eq(posts.type, type as PostType),
    tag ? hasTag(tag) : undefined,
    q ? sql`${posts.search} @@ ${searchQuery(q)}` : undefined,
  );
}

export type ListPage = { posts: PostSummary[]; page: number; pageCount: number; total: number };

/**
 * One page of public posts narrowed by type, tag and search (ranked: title counts most, then the
 * excerpt, then the body), with the count the pagination needs. A page past the end shows the last.
 * The count and the page asked for are read together (on a PostgreSQL server, on two connections
 * at once): after every content change this is the list's first read, and only a page past the
 * end needs a second one.
 */
export async function readListPage(db: Db, query: ListQuery): Promise<ListPage> {
  const where = listFilter(query);
  const order = query.q ? [sql`ts_rank(${posts.search}, ${searchQuery(query.q)}) desc`, ...NEWEST_FIRST] : NEWEST_FIRST;
  const pageRows = (page: number) =>
    summaries(db, where)
      .orderBy(...order)
      .limit(POSTS_PER_PAGE)
      .offset((page - 1) * POSTS_PER_PAGE);
  const [[counted], asked] = await Promise.all([db.select({ total: count() }).from(posts).where(and(publiclyVisible, where)), pageRows(query.page)]);
  const total = Math.min(counted?.total ?? 0, query.q ? SEARCH_LIMIT : Number.POSITIVE_INFINITY);
  const { page, pageCount } = pageWithin(total, query.page, POSTS_PER_PAGE);
  const rows = page === query.page ? asked : await pageRows(page);
  // Search hits past SEARCH_LIMIT are not shown, even on the page that holds the limit.
  const shown = rows.slice(0, Math.max(0, total - (page - 1) * POSTS_PER_PAGE));
  return { posts: toSummaries(shown), page, pageCount, total };
}

/** Filter buttons: the post types present among all public posts (one index probe per type). */
export async function readTypesPresent(db: Db): Promise<PostType[]> {
  const present = Object.fromEntries(
    POST_TYPES.map((type) => [type, sql<boolean>`exists (select 1 from ${posts} where ${posts.type} = ${type} and ${publiclyVisible})`]),
  );
  const [row] = await db.select(present).from(sql`(select 1) as one`);
  return POST_TYPES.filter((type) => row?.[type]);
}

/** Up to three other public posts of the post's category, newest first. */
export async function readRelated(db: Db, post: Pick<PostSummary, "id" | "category">): Promise<PostSummary[]> {
  const rows = await summaries(db, and(eq(posts.category, post.category), ne(posts.id, post.id)))
    .orderBy(...NEWEST_FIRST)
    .limit(RELATED_POSTS_MAX);
  return toSummaries(rows);
}

/** The newest public posts not hidden from search engines, for the feed. */
export async function readLatest(db: Db, limit: number): Promise<PostSummary[]> {
  return toSummaries(
    await summaries(db, eq(posts.noindex, false))
      .orderBy(...NEWEST_FIRST)
      .limit(limit),
  );
}

/** Footer's Featured Articles: the newest featured posts (of the three kept), at most two. */
export async function readFooterFeatured(db: Db): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(publiclyVisible, sql`${posts.featured}`))
    .orderBy(...NEWEST_FIRST)
    .limit(FOOTER_FEATURED_SHOWN);
}
