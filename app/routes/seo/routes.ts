import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const seoRoutes: RouteConfigEntry[] = [
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
];
