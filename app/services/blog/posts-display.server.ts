import { LRUCache } from "lru-cache";
import { addResponsiveSources } from "~/lib/blog/responsive-images";
import { safeHref } from "~/lib/blog/safe-link";
import type { BlogPost, NewsItem } from "~/lib/blog/types";
import { isSealedPostBody } from "./body-seal.server";
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

/** A body our save path sanitized and sealed: only the display's additions are made. */
function trustedBody(content: string, newsItems: NewsItem[]): DisplayedBody {
  return {
    content: addResponsiveSources(content),
    newsItems: newsItems.map((item) => ({ ...item, content: addResponsiveSources(item.content), readMoreLink: safeHref(item.readMoreLink) })),
  };
}

/**
 * A body sealed by our save path is shown as it was sanitized there; any other stored HTML is
 * sanitized again before display, so a row written by anything but our save path stays harmless.
 * The result is reused until the post changes.
 */
export async function displayReadyBody(
  postId: string,
  postVersion: number,
  content: string,
  newsItems: NewsItem[],
  seal: string | null,
): Promise<DisplayedBody> {
  const key = `${postId}:${postVersion}`;
  const cached = displayedBodies.get(key);
  if (cached) return cached;
  const body = isSealedPostBody(content, newsItems, seal) ? trustedBody(content, newsItems) : await sanitizeBody(content, newsItems);
  displayedBodies.set(key, body);
  return body;
}
