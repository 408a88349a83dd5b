import { postKeyFromPath } from "../analytics/post-path";

/**
 * Every public page with a fixed path (including /contact, which the header links to):
 * the one list the sitemap is built from. Post pages are added from the database.
 */
export const PUBLIC_STATIC_PATHS = [
  "/",
  "/team",
  "/newsletter",
  "/blog",
  "/aphsa",
  "/services/gtm",
  "/services/operations",
  "/services/compliance",
  "/services/nbt",
  "/training/overview",
  "/training/chsa",
  "/training/hsae",
  "/training/books",
  "/resources",
  "/resources/learning-center",
  "/resources/contribution-limits",
  "/resources/hsa-history",
  "/resources/providers",
  "/resources/hdhp-amounts",
  "/irs-treasury-rules-regulations",
  "/hsa-legislation",
  "/terms-of-service",
  "/privacy-policy",
  "/contact",
] as const;

/** The blog list's two addresses; both show the same list. */
export const BLOG_LIST_PATHS = ["/newsletter", "/blog"] as const;

export const postPath = (slug: string) => `/newsletter/${encodeURIComponent(slug)}`;
export const tagPath = (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`;
export const RSS_FEED_PATH = "/rss.xml";
export const SITEMAP_PATH = "/sitemap.xml";

/** Which blog page a path leads to, for the 'Loading post(s)...' status: a post, the list, or neither. */
export function blogPageKind(pathname: string): "post" | "list" | null {
  if (postKeyFromPath(pathname) !== null) return "post";
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return (BLOG_LIST_PATHS as readonly string[]).includes(trimmed) ? "list" : null;
}
