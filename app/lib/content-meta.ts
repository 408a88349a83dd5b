import { fillIdentity } from "~/content/identity-tokens";
import { pageMetaFor, type PageMetaContent } from "~/content/seo";
import { identityValues } from "./identity-values";
import type { PublicConfig } from "./public-config";
import { pageMeta } from "./seo";

/**
 * Meta tags for a public page from its entry in the content's page-meta table. A path without an
 * entry gets `fallback` (e.g. the not-found texts) and is marked noindex.
 */
export function contentPageMeta(identity: PublicConfig | undefined, path: string, fallback: PageMetaContent) {
  const entry = pageMetaFor(path);
  const content = entry ?? fallback;
  const description = identity ? fillIdentity(content.description, identityValues(identity)) : content.description;
  return pageMeta({
    identity,
    ...(content.title ? { title: content.title } : {}),
    description,
    path,
    ...(entry ? {} : { noindex: true }),
  });
}
