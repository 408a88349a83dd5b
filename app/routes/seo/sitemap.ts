import { buildSitemap, contentChangeByPage, sitemapEntries, sitemapLastModified } from "~/lib/seo/sitemap";
import { listSitemapPosts } from "~/services/blog";
import { publishedDocumentDates } from "~/services/site-content";
import { validatedResponse } from "./validators.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const [posts, documents] = await Promise.all([listSitemapPosts(context.database.db, context.log), publishedDocumentDates(context.database.db, context.log)]);
  const entries = sitemapEntries(posts, contentChangeByPage(documents));
  return validatedResponse(buildSitemap(context.config.SITE_URL, entries), {
    contentType: "application/xml; charset=utf-8",
    cacheControl: "public, max-age=300",
    lastModified: sitemapLastModified(entries),
  });
}
