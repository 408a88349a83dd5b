import { Rss } from "lucide-react";
import { data } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { BlogNavigationStatus, FallbackNotice } from "~/components/blog/blog-status";
import { ActiveFilters, Pagination, SearchForm, TypeFilter } from "~/components/blog/list-controls";
import { SubscribeBlock } from "~/components/blog/subscribe-block";
import { fallbackHeaders } from "~/lib/blog/fallback-headers";
import { LIST_QUERY_PARAMETERS, parseListQuery } from "~/lib/blog/list-query";
import { BLOG_MESSAGES } from "~/lib/blog/messages";
import { BLOG_PATH, HOME_PATH, NEWSLETTER_PATH, RSS_FEED_PATH } from "~/lib/site/public-paths";
import { metaFromLoader } from "~/lib/seo/page-meta-tags";
import type { QueryHandle } from "~/lib/site/page-query";
import { getBlogList } from "~/services/blog";
import { resolvePageMeta } from "~/services/site";
import { contentReader } from "../site/page-content.server";
import type { Route } from "./+types/list";

/** The filters, search and page: the page cache keys the list on these and ignores any other parameter. */
export const handle: QueryHandle = { query: LIST_QUERY_PARAMETERS };

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", href: RSS_FEED_PATH, title: "Blog & Newsletter RSS feed" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const [list, meta] = await Promise.all([
    getBlogList(context.database.db, query, context.log),
    // Both addresses show the same list: /newsletter is the canonical one.
    resolvePageMeta(contentReader(request, context), context.config.identity, NEWSLETTER_PATH),
  ]);
  return data(
    { ...list, query, meta, basePath: url.pathname.startsWith(BLOG_PATH) ? BLOG_PATH : NEWSLETTER_PATH },
    { headers: fallbackHeaders(list.usedFallback) },
  );
}

// The parent's headers stay: on the staff preview (/svcs/preview/newsletter) they are no-store and noindex.
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
};

export const meta: Route.MetaFunction = ({ matches, data }) => metaFromLoader(matches, data && { ...data.meta, noindex: Boolean(data.query.q) });

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, types, query, basePath, page, pageCount, total, usedFallback } = loaderData;
  return (
    <main id="main">
      <BlogNavigationStatus />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 pt-28 pb-16 text-white sm:pt-32">
        <div aria-hidden className="absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
        <div aria-hidden className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-accent-500/10" />
        <div className="relative mx-auto max-w-6xl px-4">
          <p className="text-sm font-semibold tracking-widest text-emerald-200 uppercase">Insights</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Blog &amp; Newsletter</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            News from Washington, compliance guidance and industry trends for everyone who runs, sells or advises on health savings accounts.
          </p>
          <SearchForm basePath={basePath} query={query} />
          <a href={RSS_FEED_PATH} className="mt-4 inline-flex items-center gap-1.5 text-sm text-brand-50 underline-offset-4 hover:underline">
            <Rss aria-hidden className="size-4" /> RSS feed
          </a>
        </div>
      </section>

      <FallbackNotice active={usedFallback} />

      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="flex flex-col gap-4">
          <TypeFilter basePath={basePath} query={query} types={types} />
          <ActiveFilters basePath={basePath} query={query} total={total} />
        </div>

        {posts.length ? (
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center" data-testid="no-posts">
            <p className="text-lg font-semibold text-slate-900">{BLOG_MESSAGES.noPostsTitle}</p>
            <p className="mt-2 text-slate-700">{BLOG_MESSAGES.noPostsHint}</p>
          </div>
        )}

        <Pagination basePath={basePath} query={query} page={page} pageCount={pageCount} />

        <div className="mt-16">
          <SubscribeBlock />
        </div>
      </div>
    </main>
  );
}

/** Only reached when even the fallback copy could not be served: the blog's load-failure message. */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pt-32 pb-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Blog &amp; Newsletter</h1>
      <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
        {BLOG_MESSAGES.loadFailed}
      </p>
      <p className="mt-6 text-slate-700">
        Please try again in a moment, or visit the{" "}
        <a className="font-medium text-brand-700 underline" href={HOME_PATH}>
          home page
        </a>
        .
      </p>
    </main>
  );
}
