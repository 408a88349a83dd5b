import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { type ContentData, type ContentRevisionKind, contentAutosaves, contentDocuments, contentRevisions } from "~/db/schema/index";
import { contentChanges } from "~/lib/site-content/content-diff";
import type { AuditEventKind } from "~/lib/security/event-kinds";
import { type Actor, actorEventFields, authorizeActor, SYSTEM_ACTOR } from "~/services/auth";
import { MediaMissingError, refuseMissingMedia } from "~/services/media";
import { documentPublished, type PublishedDocument } from "~/services/publishing/announce.server";
import { assertMayPublish, contentReviewReason } from "~/services/publishing/review-gate.server";
import { expireSiteContentCache } from "~/services/publishing/site-content-cache.server";
import { bumpSiteContentVersion } from "~/services/publishing/site-content-version.server";
import type { Db, Tx } from "~/services/platform";
import { indexDocument } from "~/services/search";
import { recordEvent } from "~/services/security";
import { type ContentDocument, findContentDocument } from "./catalog.server";
import { CONTENT_MESSAGES, ContentNotFoundError, ContentValidationError, ContentVersionConflictError } from "./content-errors.server";
import { prepareContent } from "./prepare-content.server";
import { ReviewRequiredError } from "~/services/publishing/publishing-errors.server";
import { contentSearchSource } from "./search-pages.server";

/** What a save asks for: keep as a draft, publish now, or publish at a time. */
export type ContentIntent = { kind: "draft" } | { kind: "publish" } | { kind: "schedule"; publishAt: Date };

type Row = typeof contentDocuments.$inferSelect;
const REVISIONS_KEPT = 50;

const AUDIT_KIND: Record<ContentRevisionKind, AuditEventKind> = {
  draft_saved: "content_draft_saved",
  published: "content_published",
  scheduled: "content_scheduled",
  unscheduled: "content_unscheduled",
  restored: "content_restored",
  reset: "content_reset",
  draft_discarded: "content_draft_discarded",
  restored_to_draft: "content_restored_to_draft",
};

function documentOrRefuse(id: string): ContentDocument {
  const document = findContentDocument(id);
  if (!document) throw new ContentNotFoundError();
  return document;
}

const authorLabel = (actor: Actor) => actor.user?.username ?? "system";

/** The row as it is now, locked for this transaction (null: never saved, the defaults are in force). */
async function lockedRow(tx: Tx, id: string): Promise<Row | null> {
  const [row] = await tx.select().from(contentDocuments).where(eq(contentDocuments.id, id)).for("update");
  return row ?? null;
}

function refuseIfStale(row: Row | null, expectedVersion: number) {
  const version = row?.version ?? 0;
  if (version === expectedVersion) return;
  throw new ContentVersionConflictError({
    version,
    data: row?.draft ?? row?.published ?? null,
    savedBy: row?.draftSavedBy ?? row?.publishedBy ?? null,
    savedAt: (row?.draftSavedAt ?? row?.publishedAt)?.toISOString() ?? null,
  });
}

type Change = {
  kind: ContentRevisionKind;
  /** The row's columns this change sets (version and updatedAt are added). */
  set: Partial<Omit<Row, "id" | "type" | "version" | "updatedAt">>;
  /** The content the revision keeps. */
  data: ContentData;
  publishAt?: Date | null;
  /** Whether public pages show something new (publish, restore, reset). */
  public: boolean;
};

const HOW: Partial<Record<ContentRevisionKind, PublishedDocument["how"]>> = { published: "publish", restored: "restore", reset: "reset" };

/**
 * The review rule for content about to go live: refused unless it needs no review or a second
 * person approved exactly it. It binds people (and the schedule, which calls it itself); the
 * command line and seeding act as the system, which is no author to be checked by a second one.
 */
async function assertContentMayPublish(tx: Tx, document: ContentDocument, row: Row | null, data: ContentData, actor: Actor | "schedule") {
  if (actor !== "schedule" && !actor.user) return;
  const live = row?.published ?? (document.declaration.defaults as ContentData);
  await assertMayPublish(tx, "content", document.id, data, await contentReviewReason(tx, document.type.id, document.type.label, live, data));
}

/**
 * One change of a document, in one transaction: the row (created on the first write), a revision,
 * the audit event, the acting person's autosave removed, and, when pages show something new, the
 * shared content version bumped and announced to every instance.
 */
async function applyChange(tx: Tx, actor: Actor, document: ContentDocument, row: Row | null, change: Change, now: Date): Promise<number> {
  // What this change stores (published or draft) may not show an image that left the library;
  // taking something away (unschedule, discard the draft) is always allowed.
  if (change.kind !== "unscheduled" && change.kind !== "draft_discarded") await refuseMissingMedia(tx, change.data);
  const version = (row?.version ?? 0) + 1;
  const values = { ...change.set, version, updatedAt: now };
  if (row) {
    await tx.update(contentDocuments).set(values).where(eq(contentDocuments.id, document.id));
  } else {
    const inserted = await tx
      .insert(contentDocuments)
      .values({ id: document.id, type: document.type.id, ...values })
      .onConflictDoNothing()
      .returning({ id: contentDocuments.id });
    // Someone created the row between our read and our write: their save wins, ours is a conflict.
    if (!inserted.length) refuseIfStale(await lockedRow(tx, document.id), 0);
  }
  const previous = row?.published ?? (document.declaration.defaults as ContentData);
  await tx.insert(contentRevisions).values({
    documentId: document.id,
    version,
    kind: change.kind,
    data: change.data,
    publishAt: change.publishAt ?? null,
    authorId: actor.user?.userId ?? null,
    authorLabel: authorLabel(actor),
    createdAt: now,
  });
  await pruneRevisions(tx, document.id);
  await recordEvent(tx, {
    kind: AUDIT_KIND[change.kind],
    at: now,
    ...actorEventFields(actor),
    target: { type: "content", id: document.id, label: document.declaration.label },
    changes: {
      version,
      fields: contentChanges(document.type.fields, previous, change.data)
        .slice(0, 20)
        .map((item) => item.label),
      ...(change.publishAt ? { publishAt: change.publishAt.toISOString() } : {}),
    },
  });
  if (actor.user) await tx.delete(contentAutosaves).where(and(eq(contentAutosaves.userId, actor.user.userId), eq(contentAutosaves.documentId, document.id)));
  if (change.public) {
    await indexDocument(tx, contentSearchSource(document, change.data, version));
    await bumpSiteContentVersion(tx);
    const how = actor.user ? (HOW[change.kind] ?? "publish") : "schedule";
    await documentPublished(tx, { kind: "content", id: document.id, label: document.declaration.label, at: now, by: authorLabel(actor), how });
  }
  return version;
}

/** A write's transaction; afterwards this process's pages read again at once, whether or not a NOTIFY has arrived yet. */
async function inWriteTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    expireSiteContentCache(db);
  }
}

async function pruneRevisions(tx: Tx, documentId: string) {
  await tx.execute(sql`delete from ${contentRevisions} where ${contentRevisions.documentId} = ${documentId} and ${contentRevisions.id} not in (
    select ${contentRevisions.id} from ${contentRevisions} where ${contentRevisions.documentId} = ${documentId}
    order by ${contentRevisions.createdAt} desc, ${contentRevisions.version} desc limit ${REVISIONS_KEPT})`);
}

function published(data: ContentData, actor: Actor, now: Date): Change["set"] {
  return {
    published: data,
    publishedAt: now,
    publishedBy: authorLabel(actor),
    draft: null,
    draftSavedAt: null,
    draftSavedBy: null,
    publishAt: null,
    publishError: null,
  };
}

/** Saves what the editor sent: as the draft, published at once, or as a draft published at `publishAt`. */
export async function saveContent(
  db: Db,
  actor: Actor,
  input: { id: string; expectedVersion: number; data: unknown; intent: ContentIntent },
  now = new Date(),
) {
  authorizeActor(actor, "content:manage");
  const document = documentOrRefuse(input.id);
  if (input.intent.kind === "schedule" && input.intent.publishAt.getTime() <= now.getTime()) {
    throw new ContentValidationError({ publishAt: CONTENT_MESSAGES.pastSchedule });
  }
  const data = (await prepareContent(document.type, input.data)) as ContentData;
  const intent = input.intent;
  return inWriteTransaction(db, async (tx) => {
    const row = await lockedRow(tx, document.id);
    refuseIfStale(row, input.expectedVersion);
    if (intent.kind !== "draft") await assertContentMayPublish(tx, document, row, data, actor);
    const saved = { draft: data, draftSavedAt: now, draftSavedBy: authorLabel(actor) };
    const change: Change =
      intent.kind === "publish"
        ? { kind: "published", set: published(data, actor, now), data, public: true }
        : intent.kind === "schedule"
          ? { kind: "scheduled", set: { ...saved, publishAt: intent.publishAt, publishError: null }, data, publishAt: intent.publishAt, public: false }
          : { kind: "draft_saved", set: saved, data, public: false };
    return { version: await applyChange(tx, actor, document, row, change, now) };
  });
}

/** Takes back a scheduled publish; the draft stays. */
export async function unscheduleContent(db: Db, actor: Actor, input: { id: string; expectedVersion: number }, now = new Date()) {
  authorizeActor(actor, "content:manage");
  const document = documentOrRefuse(input.id);
  return inWriteTransaction(db, async (tx) => {
    const row = await lockedRow(tx, document.id);
    refuseIfStale(row, input.expectedVersion);
    if (!row?.draft) throw new ContentValidationError({ publishAt: CONTENT_MESSAGES.nothingToSchedule });
    const change: Change = { kind: "unscheduled", set: { publishAt: null, publishError: null }, data: row.draft, public: false };
    return { version: await applyChange(tx, actor, document, row, change, now) };
  });
}

/** Drops the saved draft (and any schedule): the published content stays as it is. */
export async function discardContentDraft(db: Db, actor: Actor, input: { id: string; expectedVersion: number }, now = new Date()) {
  authorizeActor(actor, "content:manage");
  const document = documentOrRefuse(input.id);
  return inWriteTransaction(db, async (tx) => {
    const row = await lockedRow(tx, document.id);
    refuseIfStale(row, input.expectedVersion);
    const current = row?.published ?? (document.declaration.defaults as ContentData);
    const change: Change = {
      kind: "draft_discarded",
      set: { draft: null, draftSavedAt: null, draftSavedBy: null, publishAt: null, publishError: null },
      data: current,
      public: false,
    };
    return { version: await applyChange(tx, actor, document, row, change, now) };
  });
}

/**
 * Brings back an earlier revision's content (checked against today's rules first): published at
 * once (`into: "live"`, under the review rule), or as the draft (`into: "draft"`), replacing any
 * unpublished draft and its schedule, for staff to look over and publish themselves.
 */
export async function restoreContentRevision(
  db: Db,
  actor: Actor,
  input: { id: string; revisionId: string; expectedVersion: number; into?: "live" | "draft" },
  now = new Date(),
) {
  authorizeActor(actor, "content:manage");
  const document = documentOrRefuse(input.id);
  const [revision] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, input.revisionId), eq(contentRevisions.documentId, document.id)));
  if (!revision) throw new ContentNotFoundError();
  const data = (await prepareContent(document.type, revision.data)) as ContentData;
  return inWriteTransaction(db, async (tx) => {
    const row = await lockedRow(tx, document.id);
    refuseIfStale(row, input.expectedVersion);
    if (input.into === "draft") {
      const set = { draft: data, draftSavedAt: now, draftSavedBy: authorLabel(actor), publishAt: null, publishError: null };
      return { version: await applyChange(tx, actor, document, row, { kind: "restored_to_draft", set, data, public: false }, now) };
    }
    await assertContentMayPublish(tx, document, row, data, actor);
    return { version: await applyChange(tx, actor, document, row, { kind: "restored", set: published(data, actor, now), data, public: true }, now) };
  });
}

/** Publishes the built-in content again, dropping any draft and schedule (history keeps what was there). */
export async function resetContentToBuiltIn(db: Db, actor: Actor, input: { id: string; expectedVersion: number }, now = new Date()) {
  authorizeActor(actor, "content:manage");
  const document = documentOrRefuse(input.id);
  const data = (await prepareContent(document.type, document.declaration.defaults)) as ContentData;
  return inWriteTransaction(db, async (tx) => {
    const row = await lockedRow(tx, document.id);
    refuseIfStale(row, input.expectedVersion);
    await assertContentMayPublish(tx, document, row, data, actor);
    return { version: await applyChange(tx, actor, document, row, { kind: "reset", set: published(data, actor, now), data, public: true }, now) };
  });
}

/** Staff confirmed the published content is still right (reference pages are reviewed every 90 days). */
export async function markContentReviewed(db: Db, actor: Actor, input: { id: string }, now = new Date()) {
  authorizeActor(actor, "content:manage");
  const document = documentOrRefuse(input.id);
  await db.transaction(async (tx) => {
    await tx
      .insert(contentDocuments)
      .values({ id: document.id, type: document.type.id, reviewedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: contentDocuments.id, set: { reviewedAt: now } });
    await recordEvent(tx, {
      kind: "content_reviewed",
      at: now,
      ...actorEventFields(actor),
      target: { type: "content", id: document.id, label: document.declaration.label },
    });
  });
}

/**
 * The job runner's part: publishes every draft whose time has come, each in its own transaction.
 * A draft that no longer passes its type's rules is not published: the document keeps the reason
 * (shown to staff) and the schedule is cleared so it is not retried every minute.
 */
export async function publishDueContent(db: Db, now: Date): Promise<{ published: string[]; failed: string[] }> {
  const due = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(isNotNull(contentDocuments.publishAt), lte(contentDocuments.publishAt, now)));
  const outcome = { published: [] as string[], failed: [] as string[] };
  for (const { id } of due) {
    const document = findContentDocument(id);
    try {
      if (!document) throw new ContentNotFoundError();
      await inWriteTransaction(db, async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row?.draft || !row.publishAt || row.publishAt.getTime() > now.getTime()) return;
        const data = (await prepareContent(document.type, row.draft)) as ContentData;
        await assertContentMayPublish(tx, document, row, data, "schedule");
        await applyChange(tx, SYSTEM_ACTOR, document, row, { kind: "published", set: published(data, SYSTEM_ACTOR, now), data, public: true }, now);
        outcome.published.push(id);
      });
    } catch (error) {
      const reason =
        error instanceof ContentValidationError || error instanceof MediaMissingError
          ? `The draft no longer passes its checks: ${error.message}`
          : error instanceof ReviewRequiredError
            ? "Waiting for a second person's approval: submit the draft for review."
            : "The publish could not be completed.";
      await db.update(contentDocuments).set({ publishAt: null, publishError: reason }).where(eq(contentDocuments.id, id));
      outcome.failed.push(id);
      if (
        !(error instanceof ContentValidationError) &&
        !(error instanceof ContentNotFoundError) &&
        !(error instanceof ReviewRequiredError) &&
        !(error instanceof MediaMissingError)
      )
        throw error;
    }
  }
  return outcome;
}
