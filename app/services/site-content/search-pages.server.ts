import { contentDocuments as contentRows } from "~/db/schema/index";
import type { IdentityValues } from "~/lib/identity/identity-tokens";
import { contentText, contentTitle } from "~/lib/search/content-text";
import type { Db } from "~/services/platform";
import type { SearchSource } from "~/services/search";
import { type ContentDocument, contentDocuments } from "./catalog.server";

/**
 * Types that are not a page's own words: texts several pages share (footer, contact band, the
 * consultation form, the service pages' shared texts), search-engine titles, the not-found page,
 * and the HSA figures, which search answers as figures (with their year and source) instead.
 */
const NOT_PAGES = new Set(["hsa-figures", "service-pages", "contact-band", "consultation-form", "consultation-thanks", "footer", "not-found", "seo"]);

let identity: IdentityValues | null = null;

/**
 * Called once at start-up with the configured identity: the index holds the firm's name and
 * addresses where a page shows them ({firm}, {email}), so a search for the name finds those pages
 * and a snippet reads as the page does. Until then (tests that start no services) they are left out.
 * The start-up backfill writes every page again, so a changed name reaches the index on restart.
 */
export function setSearchIdentity(values: IdentityValues | null): void {
  identity = values;
}

/** The search index's view of a document with the content its page shows, or null when it is not a page of its own. */
export function contentSearchSource(document: ContentDocument, data: unknown, version: number): SearchSource | null {
  const url = document.declaration.pages[0];
  if (NOT_PAGES.has(document.type.id) || !url) return null;
  return {
    kind: "content",
    id: document.id,
    title: contentTitle(data, document.declaration.label, identity),
    url,
    text: contentText(document.type.fields, data, identity),
    version,
  };
}

/** Every page's search source as the public sees it now (published content that fits its type, else the built-in defaults): the start-up backfill's input. */
export async function searchablePages(db: Db): Promise<SearchSource[]> {
  const rows = await db.select({ id: contentRows.id, published: contentRows.published, version: contentRows.version }).from(contentRows);
  const stored = new Map(rows.map((row) => [row.id, row]));
  return contentDocuments().flatMap((document) => {
    const row = stored.get(document.id);
    const parsed = row?.published == null ? null : document.type.schema.safeParse(row.published);
    const data = parsed?.success ? parsed.data : document.declaration.defaults;
    return contentSearchSource(document, data, row?.version ?? 0) ?? [];
  });
}
