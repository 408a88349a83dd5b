import type { ContentType } from "~/lib/site-content/content-type";
import type { RequestContext } from "~/services/platform";
import type { ContentReader } from "~/services/site";
import { previewContent, publishedContent } from "~/services/site-content";
import { requireAdmin } from "../admin/guard.server";
import { isPreviewPath } from "./preview-paths";

/** One staff check per request, however many documents its page reads. */
const previewChecks = new WeakMap<Request, Promise<unknown>>();

function previewAllowed(request: Request, context: Parameters<typeof requireAdmin>[1]): Promise<unknown> {
  let check = previewChecks.get(request);
  if (!check) {
    check = requireAdmin(request, context, "dashboard:view");
    previewChecks.set(request, check);
  }
  return check;
}

/**
 * The site content a public page shows: what is published (cached; the last good copy or the
 * built-in defaults when the database is down), or, on a staff preview address, the saved drafts
 * (signed-in staff only; never cached).
 */
export async function pageContent<Data>(
  request: Request,
  context: Pick<RequestContext, "database" | "log" | "config" | "clientIp" | "requestId">,
  type: ContentType<Data>,
  key?: string,
): Promise<Data> {
  if (isPreviewPath(new URL(request.url).pathname)) {
    await previewAllowed(request, context);
    return previewContent(context.database.db, type, key, context.log);
  }
  return (await publishedContent(context.database.db, type, key, context.log)).value;
}

/** `pageContent` for one request, for helpers that read documents of their own (a page's search title and description). */
export function contentReader(request: Request, context: Parameters<typeof pageContent>[1]): ContentReader {
  return (type, key) => pageContent(request, context, type, key);
}
