import { parsePage } from "../core/page-number";
import { POST_STATUSES, POST_TYPES, type PostStatus, type PostType } from "./post-enums";
import { POST_CATEGORIES } from "./rules";

/** The Blog Posts list's "type" filter: one of the post types, or posts without one (ordinary blog posts). */
export const UNTYPED = "none";
export type TypeFilter = PostType | typeof UNTYPED;

/** What the staff's Blog Posts list shows: words to find, filters, and the page. Absent means "any". */
export type AdminListQuery = {
  q: string;
  status: PostStatus | null;
  type: TypeFilter | null;
  category: string | null;
  author: string | null;
  page: number;
};

export const ADMIN_SEARCH_MAX = 100;
/** More words than this are ignored: a search box is not a document. */
const SEARCH_WORDS_MAX = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((candidate) => candidate === value) ?? null;

/** The list's query from its URL, leniently: an unknown value is no filter, never an error. */
export function parseAdminListQuery(params: URLSearchParams): AdminListQuery {
  const author = params.get("author");
  return {
    q: (params.get("q") ?? "")
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, ADMIN_SEARCH_MAX),
    status: oneOf(POST_STATUSES, params.get("status")),
    type: oneOf<TypeFilter>([...POST_TYPES, UNTYPED], params.get("type")),
    category: oneOf(POST_CATEGORIES, params.get("category")),
    author: author && UUID.test(author) ? author.toLowerCase() : null,
    page: parsePage(params.get("page")),
  };
}

/** Whether anything narrows the list (words or a filter). */
export function isNarrowed(query: AdminListQuery): boolean {
  return Boolean(query.q || query.status || query.type || query.category || query.author);
}

/** The query string of the list with `changes` applied; any change but the page's goes back to page 1. */
export function adminListSearch(query: AdminListQuery, changes: Partial<AdminListQuery> = {}): string {
  const next = { ...query, ...changes, page: changes.page ?? (Object.keys(changes).length ? 1 : query.page) };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const key of ["status", "type", "category", "author"] as const) if (next[key]) params.set(key, next[key]);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * A PostgreSQL `to_tsquery` text matching every typed word as a prefix ("compl limit" finds
 * "Compliance limits"), built from letters and digits only, so nothing typed is query syntax; null
 * when there is no word.
 */
export function prefixTsQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_WORDS_MAX);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}
