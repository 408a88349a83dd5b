import { isNotNull } from "drizzle-orm";
import { contentDocuments as contentDocumentsTable } from "~/db/schema/index";
import { cachedSiteContentRead } from "~/services/publishing/site-content-cache.server";
import type { Db, ProblemLog } from "~/services/platform";
import { contentDocuments } from "./catalog.server";

/** A document's public pages and when the version they show was published (null: built-in content). */
export type PublishedDocumentDate = { id: string; pages: readonly string[]; publishedAt: string | null };

/**
 * When each document's public version was published, with the pages that read it: the sitemap's
 * `lastmod`. Cached like the content (expired by a publish); with the database unreachable, the
 * last answer, else no dates.
 */
export async function publishedDocumentDates(db: Db, log?: ProblemLog): Promise<PublishedDocumentDate[]> {
  const { value: published } = await cachedSiteContentRead(
    db,
    "site-content-published-dates",
    async () => {
      const rows = await db
        .select({ id: contentDocumentsTable.id, publishedAt: contentDocumentsTable.publishedAt })
        .from(contentDocumentsTable)
        .where(isNotNull(contentDocumentsTable.publishedAt));
      return rows.map((row) => [row.id, row.publishedAt!.toISOString()] as const);
    },
    async () => [],
    { log },
  );
  const byId = new Map(published);
  return contentDocuments().map((document) => ({ id: document.id, pages: document.declaration.pages, publishedAt: byId.get(document.id) ?? null }));
}
