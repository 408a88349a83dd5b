import { buildRssFeed } from "~/lib/blog/rss-feed";
import { listLatestPosts } from "~/services/blog";
import type { Route } from "./+types/rss";

/** Newest posts in the feed; readers only look at the recent ones. */
const FEED_SIZE = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listLatestPosts(context.database.db, FEED_SIZE, context.log);
  const body = buildRssFeed({ siteUrl: context.config.SITE_URL, siteName: context.config.identity.siteName, posts });
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
