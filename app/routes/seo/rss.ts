import { buildRssFeed } from "~/lib/blog/rss-feed";
import { listLatestPosts } from "~/services/blog";
import { validatedResponse } from "./validators.server";
import type { Route } from "./+types/rss";

/** Newest posts in the feed; readers only look at the recent ones. */
const FEED_SIZE = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listLatestPosts(context.database.db, FEED_SIZE, context.log);
  const body = buildRssFeed({ siteUrl: context.config.SITE_URL, siteName: context.config.identity.siteName, posts });
  const lastModified = posts.reduce<string | null>((latest, post) => (latest === null || post.updatedAt > latest ? post.updatedAt : latest), null);
  return validatedResponse(body, { contentType: "application/rss+xml; charset=utf-8", cacheControl: "public, max-age=300", lastModified });
}
