import { LEGISLATION_BUILT_IN_DATE, legislationContent } from "~/content/legislation";
import { siteToday } from "~/lib/core/dates";
import { publishedContentDate } from "~/services/site-content";
import type { RequestContext } from "~/services/platform";
import { pageContent } from "./page-content.server";

/**
 * The legislation page's content and its "last updated" day (yyyy-mm-dd, the firm's time zone):
 * the day of the latest publish, or the day the built-in list was written while none was made.
 * A preview shows the day of the version now published.
 */
export async function legislationForPage(request: Request, context: Parameters<typeof pageContent>[1] & Pick<RequestContext, "log">) {
  const [content, publishedAt] = await Promise.all([
    pageContent(request, context, legislationContent),
    publishedContentDate(context.database.db, legislationContent, undefined, context.log),
  ]);
  return { content, lastUpdated: publishedAt ? siteToday(publishedAt) : LEGISLATION_BUILT_IN_DATE };
}
