import { POST_TYPES } from "./post-enums";
import { pageWithin } from "~/lib/core/page-number";
import { FEATURED_POSTS_KEPT, POSTS_PER_PAGE, RELATED_POSTS_MAX, SEARCH_QUERY_MAX } from "./rules";
import type { PostSummary, PostType } from "./types";

export type ListQuery = {
  /** A known post type, the raw unknown text (matches nothing), or null for all posts. */
  type: string | null;
  tag: string | null;
  q: string | null;
  page: number;
};

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim().slice(0, max) ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The query parameters the list reads (its route declares them for the page cache, app/lib/site/page-query.ts). */
export const LIST_QUERY_PARAMETERS = ["type", "tag", "q", "page"] as const satisfies readonly (keyof ListQuery)[];

/** Reads ?type=, ?tag=, ?q= and ?page= leniently: bad values fall back, they never fail. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    type: text(params.get("type"), 40)?.toLowerCase() ?? null,
    tag: text(params.get("tag"), 100),
    q: text(params.get("q"), SEARCH_QUERY_MAX),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The same query as a search string, with `changes` applied; the page resets unless given. */
export function listHref(basePath: string, query: ListQuery, changes: Partial<ListQuery>): string {
  const next = { ...query, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.type) params.set("type", next.type);
  if (next.tag) params.set("tag", next.tag);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Post types present, in the fixed order of POST_TYPES. */
export function typesPresent(posts: Pick<PostSummary, "type">[]): PostType[] {
  const present = new Set(posts.map((post) => post.type));
  return POST_TYPES.filter((type) => present.has(type));
}

export function filterByTypeAndTag<T extends Pick<PostSummary, "type" | "tags">>(posts: T[], { type, tag }: Pick<ListQuery, "type" | "tag">): T[] {
  const wantedTag = tag?.toLowerCase();
  return posts.filter((post) => (type === null || post.type === type) && (!wantedTag || post.tags.some((name) => name.toLowerCase() === wantedTag)));
}

export function paginate<T>(items: T[], page: number, perPage: number = POSTS_PER_PAGE) {
  const { page: current, pageCount } = pageWithin(items.length, page, perPage);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount, total: items.length };
}

/** Up to three other posts of the same category, newest first (posts arrive newest first). */
export function relatedPosts<T extends Pick<PostSummary, "id" | "category">>(posts: T[], current: Pick<PostSummary, "id" | "category">): T[] {
  return posts.filter((post) => post.category === current.category && post.id !== current.id).slice(0, RELATED_POSTS_MAX);
}

/** Only the newest three posts marked featured stay featured; older ones show as ordinary posts. */
export function capFeatured<T extends Pick<PostSummary, "featured" | "date">>(posts: T[]): T[] {
  let kept = 0;
  return posts.map((post) => {
    if (!post.featured) return post;
    kept++;
    return kept <= FEATURED_POSTS_KEPT ? post : { ...post, featured: false };
  });
}

/** Newest first; same-day posts keep a stable order by title. */
export function byDateDesc<T extends Pick<PostSummary, "date" | "title">>(a: T, b: T): number {
  return a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1;
}
