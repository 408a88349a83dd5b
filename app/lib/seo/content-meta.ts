import { fillIdentity } from "~/content/identity-tokens";
import { NOT_FOUND_META, pageMetaFor, type PageMetaContent } from "~/content/seo";
import { identityValues } from "../identity/identity";
import type { PageMetaFields } from "./page-meta-tags";
import type { PublicConfig } from "../identity/public-config";

/**
 * Title and description of a public page from the content's page-meta table, with the firm's name
 * filled in. A path without an entry gets `fallback` (e.g. the not-found texts) and noindex.
 * Called from loaders, so the table of every page's meta stays on the server.
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
