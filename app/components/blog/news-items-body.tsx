import { ExternalLink } from "~/components/site/icons";
import { readMore, trackClicks } from "~/lib/analytics/analytics-events";
import { groupNewsItems } from "~/lib/blog/news-groups";
import type { NewsItem } from "~/lib/blog/types";
import { PostContent } from "./post-content";

/** A newsletter's body: its news items, grouped under their section headings. */
export function NewsItemsBody({ items }: { items: NewsItem[] }) {
  return (
    <div className="space-y-10" data-testid="news-items">
      {groupNewsItems(items).map((group) => (
        <section key={group.section} aria-label={group.section}>
          <h2 className="border-b-2 border-accent-500 pb-2 text-xl font-bold text-slate-900">{group.section}</h2>
          <div className="mt-4 space-y-4">
            {group.items.map((item) => (
              <article key={item.headline} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{item.headline}</h3>
                <PostContent html={item.content} className="mt-2 text-[0.95rem]" />
                {item.readMoreLink ? (
                  <a
                    href={item.readMoreLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    {...trackClicks(readMore(item.readMoreLink))}
                    className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Read more <span className="sr-only">about {item.headline} (opens in a new tab)</span>
                    <ExternalLink aria-hidden className="size-3.5" />
                  </a>
                ) : null}
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
