import { LRUCache } from "lru-cache";
import { safeHref } from "~/lib/blog/safe-link";
import type { BlogPost, NewsItem } from "~/lib/blog/types";
import { sanitizeHtmlForDisplay } from "./sanitize.server";

type DisplayedBody = Pick<BlogPost, "content" | "newsItems" | "newsItemsError">;

/**
 * Bodies already sanitized for display, by post id and post version (every write bumps the
 * version, so an entry never outlives its post's content). Only the posts pages actually show.
 */
const displayedBodies = new LRUCache<string, DisplayedBody>({
  max: 500,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (body) => Math.max(1, body.content.length + body.newsItems.reduce((sum, item) => sum + item.content.length + item.headline.length, 0)),
});

async function sanitizeBody(content: string, newsItems: NewsItem[]): Promise<DisplayedBody> {
  const clean = await sanitizeHtmlForDisplay(content);
  try {
    const items: NewsItem[] = [];
    for (const item of newsItems) items.push({ ...item, content: await sanitizeHtmlForDisplay(item.content), readMoreLink: safeHref(item.readMoreLink) });
    return { content: clean, newsItems: items };
  } catch {
    return { content: clean, newsItems: [], newsItemsError: true };
  }
}

/**
 * Stored HTML is sanitized again before display, so a row written by anything but our save path
 * stays harmless; the result is reused until the post changes.
 */
export async function displayReadyBody(postId: string, postVersion: number, content: string, newsItems: NewsItem[]): Promise<DisplayedBody> {
  const key = `${postId}:${postVersion}`;
  const cached = displayedBodies.get(key);
  if (cached) return cached;
  const body = await sanitizeBody(content, newsItems);
  displayedBodies.set(key, body);
  return body;
}
