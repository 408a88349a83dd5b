import { fillIdentity } from "~/content/identity-tokens";
import { NOT_FOUND_META, pageMetaFor, type PageMetaContent } from "~/content/seo";
import { identityValues } from "~/lib/identity/identity";
import type { PublicConfig } from "~/lib/identity/public-config";
import type { PageMetaFields } from "~/lib/seo/page-meta-tags";

/**
 * Title and description of a public page from the content's page-meta table, with the firm's name
 * filled in. A path without an entry gets `fallback` (e.g. the not-found texts) and noindex.
 * Server only, called from loaders: the table imports much of the site's content, which must never
 * ship to the browser.
 */
export function resolvePageMeta(identity: PublicConfig, path: string, fallback: PageMetaContent = NOT_FOUND_META): PageMetaFields {
  const entry = pageMetaFor(path);
  const content = entry ?? fallback;
  return {
    ...(content.title ? { title: content.title } : {}),
    description: fillIdentity(content.description, identityValues(identity)),
    path,
    ...(entry ? {} : { noindex: true }),
  };
}
