import { fillIdentity } from "~/lib/identity/identity-tokens";
import { NOT_FOUND_SEO_KEY, type PageMetaContent, seoContent, seoKeyFor } from "~/content/seo";
import { identityValues } from "~/lib/identity/identity";
import type { PublicConfig } from "~/lib/identity/public-config";
import type { PageMetaFields } from "~/lib/seo/page-meta-tags";
import type { ContentType } from "~/lib/site-content/content-type";

/** Reads one site-content document for the page being served: the published one, or the drafts on a staff preview. */
export type ContentReader = <Data>(type: ContentType<Data>, key?: string) => Promise<Data>;

/**
 * Title and description of a public page from its search document, with the firm's name filled
 * in. An address no page answers gets `fallback` (e.g. an unknown resource's texts), else the
 * not-found document, and noindex.
 */
export async function resolvePageMeta(read: ContentReader, identity: PublicConfig, path: string, fallback?: PageMetaContent): Promise<PageMetaFields> {
  const key = seoKeyFor(path);
  const content = key ? await read(seoContent, key) : (fallback ?? (await read(seoContent, NOT_FOUND_SEO_KEY)));
  const values = identityValues(identity);
  return {
    ...(content.title ? { title: fillIdentity(content.title, values) } : {}),
    description: fillIdentity(content.description, values),
    path,
    ...(key ? {} : { noindex: true }),
  };
}
