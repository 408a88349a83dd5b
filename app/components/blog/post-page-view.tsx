import { ArrowLeft, CalendarDays, CircleAlert } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { BlogNavigationStatus, FallbackNotice } from "~/components/blog/blog-status";
import { NewsItemsBody } from "~/components/blog/news-items-body";
import { PostBadges } from "~/components/blog/post-badges";
import { PostCard } from "~/components/blog/post-card";
import { PostContent } from "~/components/blog/post-content";
import { PostImage } from "~/components/blog/post-image";
import { ResourcesBlock } from "~/components/blog/resources-block";
import { SubscribeBlock } from "~/components/blog/subscribe-block";
import { JsonLd } from "~/components/site/json-ld";
import { formatLongDate } from "~/lib/core/dates";
import { blogPostingJsonLd } from "~/lib/blog/json-ld";
import { BLOG_MESSAGES } from "~/lib/blog/messages";
import { HERO_TAGS_SHOWN } from "~/lib/blog/rules";
import type { BlogPost, PostSummary } from "~/lib/blog/types";
import { useIdentity } from "~/lib/identity/root-data";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { NEWSLETTER_PATH, tagPath } from "~/lib/site/public-paths";

/** A post's public page body: the same for visitors and for staff's preview of a draft. */
/** The hero's image column: the smaller of two from 1024 px in the 72rem container, the full width below. */
const HERO_IMAGE_SIZES = "(min-width: 1152px) 515px, (min-width: 1024px) 46vw, 100vw";

export function PostPageView({
  post,
  related,
  usedFallback,
  notice,
}: {
  post: BlogPost;
  related: PostSummary[];
  usedFallback: boolean;
  notice?: React.ReactNode;
}) {
  const identity = useIdentity();
  return (
    <main id="main">
      {notice}
      <BlogNavigationStatus />
      <JsonLd data={blogPostingJsonLd(post, identity)} />
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 pt-28 pb-12 text-white sm:pt-32">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div>
            <PageLink to={NEWSLETTER_PATH} className="inline-flex items-center gap-1 text-sm text-brand-50 hover:underline">
              <ArrowLeft aria-hidden className="size-4" /> All posts
            </PageLink>
            <div className="mt-5">
              <PostBadges category={post.category} type={post.type} inverted />
            </div>
            <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight wrap-anywhere sm:text-4xl lg:text-5xl">{post.title}</h1>
            <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-brand-50">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" />
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </span>
              {post.tags.length ? (
                <ul className="flex flex-wrap gap-2" aria-label="Tags">
                  {post.tags.slice(0, HERO_TAGS_SHOWN).map((tag) => (
                    <li key={tag}>
                      <PageLink to={tagPath(tag)} className="rounded-full bg-white/10 px-3 py-1 text-sm hover:bg-white/20">
                        #{tag}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
          <PostImage src={post.image} alt="" priority sizes={HERO_IMAGE_SIZES} className="rounded-2xl shadow-2xl ring-1 ring-white/10" />
        </div>
      </section>

      <FallbackNotice active={usedFallback} />

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article aria-label={post.title} {...{ [ENHANCE.blogPost]: post.id }}>
          {post.newsItemsError ? (
            <div role="alert" className="mb-8 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">{BLOG_MESSAGES.newsItemsErrorTitle}</p>
                <p className="text-sm">{BLOG_MESSAGES.newsItemsErrorDescription}</p>
              </div>
            </div>
          ) : null}
          {post.newsItems.length ? <NewsItemsBody items={post.newsItems} /> : <PostContent html={post.content} />}
        </article>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <ResourcesBlock tags={post.tags} />
        </aside>
      </div>

      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-14">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              Related posts
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} headingLevel="h3" element="div" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <div className="mx-auto max-w-6xl px-4 py-14">
        <SubscribeBlock />
      </div>
    </main>
  );
}
