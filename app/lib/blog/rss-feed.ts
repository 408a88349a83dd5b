import { absoluteUrl } from "~/lib/seo/seo";
import { escapeXml } from "~/lib/core/xml";
import { NEWSLETTER_PATH, postPath, RSS_FEED_PATH } from "~/lib/site/public-paths";
import { stableDate } from "~/lib/core/dates";
import type { PostSummary } from "./types";

/** RSS 2.0 with the newest posts first. */
export function buildRssFeed({ siteUrl, siteName, posts }: { siteUrl: string; siteName: string; posts: PostSummary[] }): string {
  const channelLink = absoluteUrl(siteUrl, NEWSLETTER_PATH);
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
