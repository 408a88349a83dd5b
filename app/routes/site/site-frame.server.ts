import type { RequestContext } from "~/services/platform";
import { listFooterFeaturedPosts } from "~/services/blog";

/** What the header and footer around every public page need. */
export async function siteFrameData(context: Pick<RequestContext, "database" | "log">) {
  let featured: { id: string; title: string }[] = [];
  try {
    featured = await listFooterFeaturedPosts(context.database.db);
  } catch (error) {
    // The footer must not take a page down with it; it then shows its empty sentence.
    context.log.error({ err: error }, "loading footer featured posts failed");
  }
  return { featured, year: new Date().getFullYear() };
}
