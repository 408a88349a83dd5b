import { identityFromMatches } from "../identity/root-data";
import { pageMeta } from "./seo";

/** What a loader resolves for its page's meta tags (see resolvePageMeta). */
export type PageMetaFields = {
  readonly title?: string;
  readonly description: string;
  readonly path: string;
  readonly noindex?: boolean;
};

type MetaMatches = Parameters<typeof identityFromMatches>[0];

/** The page's meta tags from the fields its loader resolved; none when the loader did not run. */
export function metaFromLoader(matches: MetaMatches, fields: PageMetaFields | undefined) {
  if (!fields) return [];
  return pageMeta({ identity: identityFromMatches(matches), ...fields });
}
