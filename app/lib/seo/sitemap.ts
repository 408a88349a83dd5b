import { escapeXml } from "~/lib/core/xml";
import { BLOG_PATH, NEWSLETTER_PATH, postPath, PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import { absoluteUrl } from "./seo";

export type SitemapEntry = { path: string; lastmod: string };

/** sitemaps.org 0.9: every public page, then every post, each with a W3C datetime lastmod. */
export function buildSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastmod }) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Static pages change when the site is deployed, so their lastmod is when this build was made;
 * the blog list changes with its newest post.
 */
export function sitemapEntries(posts: readonly { slug: string; updatedAt: string }[], pagesBuiltAt: Date): SitemapEntry[] {
  const built = pagesBuiltAt.toISOString();
  const newestPostChange = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), built);
  const pages = PUBLIC_STATIC_PATHS.map((path) => ({ path, lastmod: path === NEWSLETTER_PATH || path === BLOG_PATH ? newestPostChange : built }));
  return [...pages, ...posts.map((post) => ({ path: postPath(post.slug), lastmod: post.updatedAt }))];
}
