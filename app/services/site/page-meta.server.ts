import { fillIdentity } from "~/content/identity-tokens";
import { type PageMetaContent, pageMetaFor } from "~/content/seo";
import { identityValues } from "~/lib/identity/identity";
import type { PublicConfig } from "~/lib/identity/public-config";

/**
 * Title and description of a public path, filled with the firm's identity. Computed in loaders so
 * the whole SEO table (which imports much of the site's content) never ships to the browser.
 */
export function contentMeta(path: string, identity: PublicConfig, content: PageMetaContent | undefined = pageMetaFor(path)): PageMetaContent {
  if (!content) throw new Error(`no meta content for ${path}`);
  return { ...(content.title ? { title: content.title } : {}), description: fillIdentity(content.description, identityValues(identity)) };
}
