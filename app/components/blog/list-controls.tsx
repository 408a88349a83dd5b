import { Search, X } from "~/components/site/icons";
import { Form } from "react-router";
import { PageLink } from "~/components/site/page-link";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { type ListQuery, listHref } from "~/lib/blog/list-query";
import { POST_TYPE_LABELS } from "~/lib/blog/rules";
import type { PostType } from "~/lib/blog/types";

const SEARCH_LABEL = "Search posts";

/** Search box: a plain GET form, so it works with and without JavaScript. */
export function SearchForm({ basePath, query }: { basePath: string; query: ListQuery }) {
  return (
    <Form method="get" action={basePath} role="search" className="mt-8 flex w-full max-w-xl gap-2">
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
      <label htmlFor="blog-search" className="sr-only">
        {SEARCH_LABEL}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          key={query.q ?? ""}
          maxLength={200}
          placeholder={SEARCH_LABEL}
          className="h-12 w-full rounded-lg border border-white/30 bg-white pr-3 pl-9 text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <button type="submit" className="h-12 rounded-lg bg-accent-600 px-5 font-semibold text-white hover:bg-accent-500">
        Search
      </button>
    </Form>
  );
}

const pill = (active: boolean) =>
  mergeClasses(
    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
    active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800",
  );

/** 'All Posts' plus one button per post type present. */
export function TypeFilter({ basePath, query, types }: { basePath: string; query: ListQuery; types: PostType[] }) {
  const active = query.type;
  return (
    <nav aria-label="Filter posts by type">
      <ul className="flex flex-wrap gap-2">
        <li>
          <PageLink to={listHref(basePath, query, { type: null })} className={pill(active === null)} aria-current={active === null ? "page" : undefined}>
            All Posts
          </PageLink>
        </li>
        {types.map((type) => (
          <li key={type}>
            <PageLink to={listHref(basePath, query, { type })} className={pill(active === type)} aria-current={active === type ? "page" : undefined}>
              {POST_TYPE_LABELS[type]}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Which narrowing is in force (tag, search, unknown type), each with a way to clear it. */
export function ActiveFilters({ basePath, query, total }: { basePath: string; query: ListQuery; total: number }) {
  if (!query.tag && !query.q) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="active-filters">
      <span>
        {total} {total === 1 ? "post" : "posts"}
      </span>
      {query.q ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-900">
          matching <strong>“{query.q}”</strong>
          <PageLink to={listHref(basePath, query, { q: null })} className="rounded-full p-1 hover:bg-brand-100" aria-label="Clear search">
            <X aria-hidden className="size-3.5" />
          </PageLink>
        </span>
      ) : null}
      {query.tag ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-900">
          tagged <strong>#{query.tag}</strong>
          <PageLink to={listHref(basePath, query, { tag: null })} className="rounded-full p-1 hover:bg-brand-100" aria-label={`Clear tag ${query.tag}`}>
            <X aria-hidden className="size-3.5" />
          </PageLink>
        </span>
      ) : null}
    </div>
  );
}

export function Pagination({ basePath, query, page, pageCount }: { basePath: string; query: ListQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <PageLink to={listHref(basePath, query, { page: page - 1 })} className={pill(false)} rel="prev">
              Previous
            </PageLink>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <PageLink
              to={listHref(basePath, query, { page: number })}
              className={pill(number === page)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </PageLink>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <PageLink to={listHref(basePath, query, { page: page + 1 })} className={pill(false)} rel="next">
              Next
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
