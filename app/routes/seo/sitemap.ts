import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSitemap, sitemapEntries } from "~/lib/seo/sitemap";
import { listSitemapPosts } from "~/services/blog";
import type { Route } from "./+types/sitemap";

/** In the production build this module is part of the server bundle, written by the build. */
const pagesBuiltAt = statSync(fileURLToPath(import.meta.url)).mtime;

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listSitemapPosts(context.database.db, context.log);
  const body = buildSitemap(context.config.SITE_URL, sitemapEntries(posts, pagesBuiltAt));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
