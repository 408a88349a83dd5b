import { footerContent } from "~/content/footer";
import { newsletterContent } from "~/content/newsletter";
import { listFooterFeaturedPosts } from "~/services/blog";
import { pageContent } from "./page-content.server";

type FrameContext = Parameters<typeof pageContent>[1];

async function featuredPosts(context: FrameContext): Promise<{ id: string; title: string }[]> {
  try {
    return await listFooterFeaturedPosts(context.database.db);
  } catch (error) {
    // The footer must not take a page down with it; it then shows its empty sentence.
    context.log.error({ err: error }, "loading footer featured posts failed");
    return [];
  }
}

/** What the header and footer around every public page need: on a staff preview, with the footer's saved draft. */
export async function siteFrameData(request: Request, context: FrameContext) {
  const [featured, footer, newsletter] = await Promise.all([
    featuredPosts(context),
    pageContent(request, context, footerContent),
    pageContent(request, context, newsletterContent),
  ]);
  return { featured, footer, year: new Date().getFullYear(), newsletterSignup: { texts: newsletter } };
}
