import { SITEMAP_PATH } from "~/lib/site/public-paths";
import { absoluteUrl } from "./seo";

/** Crawlers may read every public page but not the admin area, and are pointed at the sitemap. */
export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /svcs/", "", `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ""].join("\n");
}
