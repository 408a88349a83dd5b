import { asc, eq } from "drizzle-orm";
import { searchSynonyms } from "~/db/schema/index";
import { parseSynonymPhrases } from "~/lib/search/synonyms";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { Db } from "~/services/platform";
import { expireSiteContentCache } from "~/services/publishing/site-content-cache.server";
import { bumpSearchSynonymsVersion } from "~/services/publishing/site-content-version.server";
import { recordEvent } from "~/services/security";

export type SynonymGroup = { id: string; phrases: string[]; createdBy: string; createdAt: Date };

/** A synonym group refused, with the message for the form's field. */
export class SynonymValidationError extends Error {}

export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt));
}

/** Adds a group of equivalent words ("HDHP, high deductible health plan"); searches use it at once on every instance. */
export async function addSynonymGroup(db: Db, actor: Actor, input: string, now = new Date()): Promise<SynonymGroup> {
  authorizeActor(actor, "content:manage");
  const parsed = parseSynonymPhrases(input);
  if ("error" in parsed) throw new SynonymValidationError(parsed.error);
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ phrases: parsed.phrases, createdBy: actor.user?.username ?? "system", createdAt: now })
      .returning();
    await recordEvent(tx, {
      kind: "search_synonyms_added",
      at: now,
      ...actorEventFields(actor),
      target: { type: "search_synonyms", id: row!.id, label: parsed.phrases.join(", ").slice(0, 120) },
      changes: { phrases: parsed.phrases },
    });
    // Searches read the groups once per synonyms version (search.server.ts): every instance reads them
    // again, and keeps its rendered pages (none shows a synonym).
    await bumpSearchSynonymsVersion(tx);
    return row!;
  });
  expireSiteContentCache(db);
  return added;
}

export async function deleteSynonymGroup(db: Db, actor: Actor, id: string, now = new Date()): Promise<boolean> {
  authorizeActor(actor, "content:manage");
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) return false;
    await recordEvent(tx, {
      kind: "search_synonyms_deleted",
      at: now,
      ...actorEventFields(actor),
      target: { type: "search_synonyms", id: row.id, label: row.phrases.join(", ").slice(0, 120) },
      changes: { phrases: row.phrases },
    });
    await bumpSearchSynonymsVersion(tx);
    return true;
  });
  if (deleted) expireSiteContentCache(db);
  return deleted;
}
