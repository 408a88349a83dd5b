import { absoluteUrl } from "~/lib/seo/seo";
import { escapeXml } from "~/lib/core/xml";
import { postPath, PUBLIC_STATIC_PATHS, RSS_FEED_PATH, SITEMAP_PATH } from "~/lib/site/public-paths";
import { stableDate } from "~/lib/core/dates";
import type { PostSummary } from "./types";

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
export function sitemapEntries(posts: PostSummary[], pagesBuiltAt: Date): SitemapEntry[] {
  const built = pagesBuiltAt.toISOString();
  const newestPostChange = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), built);
  const pages = PUBLIC_STATIC_PATHS.map((path) => ({ path, lastmod: path === "/newsletter" || path === "/blog" ? newestPostChange : built }));
  return [...pages, ...posts.map((post) => ({ path: postPath(post.slug), lastmod: post.updatedAt }))];
}

export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /svcs/", "", `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ""].join("\n");
}

/** RSS 2.0 with the newest posts first. */
export function buildRssFeed({ siteUrl, siteName, posts }: { siteUrl: string; siteName: string; posts: PostSummary[] }): string {
  const channelLink = absoluteUrl(siteUrl, "/newsletter");
  const items = posts
    .map((post) => {
      const link = absoluteUrl(siteUrl, postPath(post.slug));
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(post.id)}</guid>`,
        `      <pubDate>${stableDate(post.date).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <category>${escapeXml(post.category)}</category>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const lastBuild = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), "1970-01-01T00:00:00.000Z");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${siteName} Blog & Newsletter`)}</title>
    <link>${escapeXml(channelLink)}</link>
    <description>${escapeXml(`HSA news, compliance updates and industry trends from ${siteName}.`)}</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(absoluteUrl(siteUrl, RSS_FEED_PATH))}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
