import { ArrowRight, CalendarDays } from "~/components/site/icons";
import { PageLink } from "~/components/site/page-link";
import { Button } from "~/components/ui/button";
import { readMore, trackClicks } from "~/lib/analytics/analytics-events";
import { formatCardDate } from "~/lib/core/dates";
import { CARD_TAGS_SHOWN } from "~/lib/blog/rules";
import type { PostSummary } from "~/lib/blog/types";
import { postPath, tagPath } from "~/lib/site/public-paths";
import { PostBadges } from "./post-badges";
import { PostImage } from "./post-image";

/**
 * One post in the list grid. As a related post under a post's page it is a plain list item
 * (`element="div"`), so the page keeps one article: the post itself.
 */
export function PostCard({ post, headingLevel = "h2", element = "article" }: { post: PostSummary; headingLevel?: "h2" | "h3"; element?: "article" | "div" }) {
  const Heading = headingLevel;
  const Card = element;
  const shownTags = post.tags.slice(0, CARD_TAGS_SHOWN);
  const moreTags = post.tags.length > CARD_TAGS_SHOWN;
  const href = postPath(post.slug);
  return (
    <Card
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="post-card"
    >
      <PageLink to={href} tabIndex={-1} aria-hidden className="block overflow-hidden">
        <PostImage src={post.image} alt="" className="transition-transform duration-300 group-hover:scale-[1.03]" />
      </PageLink>
      <div className="flex flex-1 flex-col p-5">
        <PostBadges category={post.category} type={post.type} />
        <Heading className="mt-3 text-lg leading-snug font-bold wrap-anywhere text-slate-900">
          <PageLink to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </PageLink>
        </Heading>
        {/* The clamp sits inside the growing box: a clamped box stretched by its row shows a fourth line. */}
        <div className="mt-2 flex-1">
          <p className="line-clamp-3 text-sm leading-relaxed wrap-anywhere text-slate-700">{post.excerpt}</p>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            <time dateTime={post.date}>{formatCardDate(post.date)}</time>
          </span>
          {shownTags.length ? (
            <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
              {shownTags.map((tag) => (
                <li key={tag}>
                  <PageLink to={tagPath(tag)} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800">
                    #{tag}
                  </PageLink>
                </li>
              ))}
              {moreTags ? (
                <li className="text-slate-600">
                  <span aria-hidden>...</span>
                  <span className="sr-only">and {post.tags.length - CARD_TAGS_SHOWN} more</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <Button asChild variant="outline" size="sm" className="mt-5 self-start">
          <PageLink to={href} {...trackClicks(readMore(href))}>
            {/* The title is part of the link's text (not only its accessible name), so no two links read alike. */}
            <span className="sr-only">Read More: {post.title}</span>
            <span aria-hidden>Read More</span> <ArrowRight aria-hidden />
          </PageLink>
        </Button>
      </div>
    </Card>
  );
}
