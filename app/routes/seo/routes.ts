import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { RSS_FEED_PATH, SITEMAP_PATH } from "../../lib/site/public-paths";

export const seoRoutes: RouteConfigEntry[] = [
  route(SITEMAP_PATH.slice(1), "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route(RSS_FEED_PATH.slice(1), "routes/seo/rss.ts"),
];
