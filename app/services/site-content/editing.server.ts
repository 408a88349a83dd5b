import { and, desc, eq, sql } from "drizzle-orm";
import { type ContentData, contentAutosaves, contentDocuments, contentRevisions } from "~/db/schema/index";
import { type ContentChange, contentChanges } from "~/lib/site-content/content-diff";
import { type Actor, authorizeActor } from "~/services/auth";
import type { Db } from "~/services/platform";
import { type ContentDocument, contentDocuments as declaredDocuments, findContentDocument } from "./catalog.server";
import { ContentNotFoundError } from "./content-errors.server";

/** A document as the editor opens it. */
export type EditableContent = {
  id: string;
  version: number;
  /** The content the form starts from: the draft when there is one, else what is published. */
  data: ContentData;
  published: ContentData;
  hasDraft: boolean;
  /** True while nothing was ever saved: the built-in defaults are in force. */
  builtIn: boolean;
  publishAt: string | null;
  publishError: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
  reviewedAt: string | null;
};

type Row = typeof contentDocuments.$inferSelect;
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function editable(document: ContentDocument, row: Row | undefined): EditableContent {
  const published = row?.published ?? (document.declaration.defaults as ContentData);
  return {
    id: document.id,
    version: row?.version ?? 0,
    data: row?.draft ?? published,
    published,
    hasDraft: Boolean(row?.draft),
    builtIn: !row?.published,
    publishAt: iso(row?.publishAt),
    publishError: row?.publishError ?? null,
    publishedAt: iso(row?.publishedAt),
    publishedBy: row?.publishedBy ?? null,
    draftSavedAt: iso(row?.draftSavedAt),
    draftSavedBy: row?.draftSavedBy ?? null,
    reviewedAt: iso(row?.reviewedAt),
  };
}

export async function getEditableContent(db: Db, actor: Actor, id: string): Promise<EditableContent> {
  authorizeActor(actor, "dashboard:view");
  const document = findContentDocument(id);
  if (!document) throw new ContentNotFoundError();
  const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.id, id));
  return editable(document, row);
}

/** One line of the Site Content list. */
export type ContentListItem = Pick<
  EditableContent,
  "id" | "version" | "hasDraft" | "builtIn" | "publishAt" | "publishError" | "publishedAt" | "publishedBy"
> & {
  label: string;
  typeLabel: string;
  group: string;
  description: string;
  pages: readonly string[];
};

export async function listContentDocuments(db: Db, actor: Actor): Promise<ContentListItem[]> {
  authorizeActor(actor, "dashboard:view");
  const rows = new Map((await db.select().from(contentDocuments)).map((row) => [row.id, row]));
  return declaredDocuments().map((document) => {
    const state = editable(document, rows.get(document.id));
    return {
      id: document.id,
      version: state.version,
      hasDraft: state.hasDraft,
      builtIn: state.builtIn,
      publishAt: state.publishAt,
      publishError: state.publishError,
      publishedAt: state.publishedAt,
      publishedBy: state.publishedBy,
      label: document.declaration.label,
      typeLabel: document.type.label,
      group: document.type.group,
      description: document.type.description,
      pages: document.declaration.pages,
    };
  });
}

/** One revision in a document's history, with what it changed from the one before. */
export type ContentRevisionSummary = {
  id: string;
  version: number;
  kind: string;
  author: string;
  at: string;
  publishAt: string | null;
  changes: ContentChange[];
};

/** The document's history, newest first, each revision compared with the previous one (the oldest with the built-in content). */
export async function listContentRevisions(db: Db, actor: Actor, id: string): Promise<ContentRevisionSummary[]> {
  authorizeActor(actor, "dashboard:view");
  const document = findContentDocument(id);
  if (!document) throw new ContentNotFoundError();
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.documentId, id))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.version));
  return rows.map((row, index) => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    author: row.authorLabel,
    at: row.createdAt.toISOString(),
    publishAt: iso(row.publishAt),
    changes: contentChanges(document.type.fields, rows[index + 1]?.data ?? document.declaration.defaults, row.data),
  }));
}

/** The editor's unsaved work: kept on every pause in typing, shown back only to its author. */
export async function putContentAutosave(db: Db, actor: Actor, input: { id: string; baseVersion: number; data: unknown }): Promise<Date> {
  authorizeActor(actor, "content:manage");
  if (!actor.user || !findContentDocument(input.id)) throw new ContentNotFoundError();
  const data = (input.data && typeof input.data === "object" ? input.data : {}) as ContentData;
  const [row] = await db
    .insert(contentAutosaves)
    .values({ userId: actor.user.userId, documentId: input.id, baseVersion: input.baseVersion, data })
    .onConflictDoUpdate({
      target: [contentAutosaves.userId, contentAutosaves.documentId],
      set: { baseVersion: input.baseVersion, data, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: contentAutosaves.updatedAt });
  return row!.updatedAt;
}

export async function getContentAutosave(db: Db, actor: Actor, id: string): Promise<{ data: ContentData; baseVersion: number; savedAt: string } | null> {
  if (!actor.user) return null;
  const [row] = await db
    .select()
    .from(contentAutosaves)
    .where(and(eq(contentAutosaves.userId, actor.user.userId), eq(contentAutosaves.documentId, id)));
  return row ? { data: row.data, baseVersion: row.baseVersion, savedAt: row.updatedAt.toISOString() } : null;
}

export async function deleteContentAutosave(db: Db, actor: Actor, id: string): Promise<void> {
  if (!actor.user) return;
  await db.delete(contentAutosaves).where(and(eq(contentAutosaves.userId, actor.user.userId), eq(contentAutosaves.documentId, id)));
}
