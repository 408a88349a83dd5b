import type { MetaDescriptor } from "react-router";
import { fillIdentity } from "~/content/identity-tokens";
import { pageMetaFor } from "~/content/seo";
import { identityValues } from "./identity";
import { identityFromMatches } from "./root-data";
import { pageMeta } from "./seo";

type Matches = Parameters<typeof identityFromMatches>[0];

/** Meta tags for a public path whose title and description live in content/seo.ts. */
export function contentPageMeta(matches: Matches, path: string): MetaDescriptor[] {
  const identity = identityFromMatches(matches);
  const content = pageMetaFor(path);
  if (!content) throw new Error(`no meta content for ${path}`);
  const description = identity ? fillIdentity(content.description, identityValues(identity)) : content.description;
  return pageMeta({ identity, title: content.title, description, path });
}
