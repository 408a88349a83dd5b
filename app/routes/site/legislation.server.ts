import { legislationContent } from "~/content/legislation";
import type { RequestContext } from "~/services/platform";
import { pageContent } from "./page-content.server";

/**
 * The legislation page's content and the day its bills were last reviewed (yyyy-mm-dd): a date
 * staff set in the content when they check the bills, never the day of a publish or an install.
 */
export async function legislationForPage(request: Request, context: Parameters<typeof pageContent>[1] & Pick<RequestContext, "log">) {
  const content = await pageContent(request, context, legislationContent);
  return { content, reviewedOn: content.reviewedOn };
}
