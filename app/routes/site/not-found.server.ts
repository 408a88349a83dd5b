import { notFoundContent } from "~/content/not-found";
import { resolvePageMeta } from "~/services/site";
import { contentReader } from "./page-content.server";

type Context = Parameters<typeof contentReader>[1];

/** What an address no page answers shows (with HTTP 404): the not-found page's texts, and its search title and description, noindex. */
export async function notFoundPage(request: Request, context: Context) {
  const read = contentReader(request, context);
  const [content, meta] = await Promise.all([read(notFoundContent), resolvePageMeta(read, context.config.identity, new URL(request.url).pathname)]);
  return { notFound: content.page, meta };
}

/** What /resources/{a name no resource has} shows: the unknown resource's texts, which are also its search title and description. */
export async function resourceNotFoundPage(request: Request, context: Context) {
  const read = contentReader(request, context);
  const { resource } = await read(notFoundContent);
  const meta = await resolvePageMeta(read, context.config.identity, new URL(request.url).pathname, { title: resource.heading, description: resource.text });
  return { notFound: resource, meta };
}
