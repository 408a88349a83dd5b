import { escapeXml } from "~/lib/core/xml";
import { BLOG_PATH, NEWSLETTER_PATH, postPath, PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import { absoluteUrl } from "./seo";

/** A page of the sitemap; `lastmod` only when the site knows when the page's content last changed. */
export type SitemapEntry = { path: string; lastmod: string | null };

/** Pages that show another page's content under its canonical address: /blog is the list at /newsletter. */
const NOT_CANONICAL = new Set([BLOG_PATH]);

/** The pages the sitemap lists: every public page at its canonical address. */
export const SITEMAP_PAGE_PATHS: readonly string[] = PUBLIC_STATIC_PATHS.filter((path) => !NOT_CANONICAL.has(path));

/** sitemaps.org 0.9: every public page, then every post, each with a W3C datetime lastmod when one is known. */
export function buildSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastmod }) => {
      const changed = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${changed}\n  </url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** The latest publish date of the site-content documents each page reads (pages of built-in content have none). */
export function contentChangeByPage(documents: readonly { pages: readonly string[]; publishedAt: string | null }[]): Map<string, string> {
  const byPage = new Map<string, string>();
  for (const document of documents) {
    if (document.publishedAt === null) continue;
    for (const page of document.pages) byPage.set(page, later(byPage.get(page) ?? null, document.publishedAt)!);
  }
  return byPage;
}

/**
 * Each page's lastmod is when its own content last changed: the latest publish of the site-content
 * documents it reads, and for the blog list its newest post's change; a post's is its own change.
 * A page still showing built-in content has no date the site knows, so it has no lastmod (optional
 * in the protocol) rather than a date that would be false, such as the build's.
 */
export function sitemapEntries(posts: readonly { slug: string; updatedAt: string }[], contentChanges: ReadonlyMap<string, string>): SitemapEntry[] {
  const newestPostChange = posts.reduce<string | null>((latest, post) => later(latest, post.updatedAt), null);
  const pages = SITEMAP_PAGE_PATHS.map((path) => ({
    path,
    lastmod: later(contentChanges.get(path) ?? null, path === NEWSLETTER_PATH ? newestPostChange : null),
  }));
  return [...pages, ...posts.map((post) => ({ path: postPath(post.slug), lastmod: post.updatedAt }))];
}

/** The sitemap's own Last-Modified: its newest lastmod, or null when no page has one. */
export function sitemapLastModified(entries: readonly SitemapEntry[]): string | null {
  return entries.reduce<string | null>((latest, entry) => later(latest, entry.lastmod), null);
}
