import { and, desc, eq, isNull, or, inArray } from "drizzle-orm";
import { contentDocuments, type DocumentKind, draftComments, posts } from "~/db/schema/index";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { documentState, type DocumentState, EDIT_PERMISSION } from "./documents.server";
import { PUBLISHING_MESSAGES, PublishingError } from "./publishing-errors.server";

export type DraftComment = typeof draftComments.$inferSelect;
const BODY_MAX = 2000;

/** Adds a comment to the document's draft as it stands (its version is kept with the comment). */
export async function addDraftComment(tx: Tx, actor: Actor, state: DocumentState, body: string, now = new Date()): Promise<DraftComment> {
  const [comment] = await tx
    .insert(draftComments)
    .values({
      documentKind: state.kind,
      documentId: state.id,
      documentLabel: state.label,
      documentVersion: state.version,
      authorId: actor.user?.userId ?? null,
      authorLabel: actor.user?.username ?? "system",
      body,
      createdAt: now,
    })
    .returning();
  await recordEvent(tx, { kind: "draft_comment_added", at: now, ...actorEventFields(actor), target: { type: state.kind, id: state.id, label: state.label } });
  return comment!;
}

/** A staff member's comment on a draft, from the editor. */
export async function commentOnDraft(db: Db, actor: Actor, input: { kind: DocumentKind; id: string; body: string }, now = new Date()): Promise<DraftComment> {
  authorizeActor(actor, EDIT_PERMISSION[input.kind]);
  const body = input.body.trim();
  if (!body) throw new PublishingError("Write a comment first.", 400, { body: "Write a comment first." });
  if (body.length > BODY_MAX) throw new PublishingError(PUBLISHING_MESSAGES.commentTooLong, 400, { body: PUBLISHING_MESSAGES.commentTooLong });
  return db.transaction(async (tx) => addDraftComment(tx, actor, await documentState(tx, input.kind, input.id), body, now));
}

/** Marks a comment as dealt with (anyone who edits the document may). */
export async function resolveDraftComment(db: Db, actor: Actor, input: { commentId: string }, now = new Date()): Promise<void> {
  const [comment] = /^[0-9a-f-]{36}$/i.test(input.commentId) ? await db.select().from(draftComments).where(eq(draftComments.id, input.commentId)) : [];
  if (!comment) throw new PublishingError("This comment no longer exists. Reload the page.", 404);
  authorizeActor(actor, EDIT_PERMISSION[comment.documentKind]);
  if (comment.resolvedAt) return;
  await db.transaction(async (tx) => {
    await tx
      .update(draftComments)
      .set({ resolvedAt: now, resolvedByLabel: actor.user?.username ?? "system" })
      .where(eq(draftComments.id, comment.id));
    await recordEvent(tx, {
      kind: "draft_comment_resolved",
      at: now,
      ...actorEventFields(actor),
      target: { type: comment.documentKind, id: comment.documentId, label: comment.documentLabel },
    });
  });
}

/** A document's comments, open ones first, newest first. */
export async function listDraftComments(db: Db, actor: Actor, kind: DocumentKind, id: string): Promise<DraftComment[]> {
  authorizeActor(actor, "dashboard:view");
  const rows = await db
    .select()
    .from(draftComments)
    .where(and(eq(draftComments.documentKind, kind), eq(draftComments.documentId, id)))
    .orderBy(desc(draftComments.createdAt))
    .limit(100);
  return [...rows.filter((row) => !row.resolvedAt), ...rows.filter((row) => row.resolvedAt)];
}

/**
 * Open comments on the drafts this person is the author of (posts they wrote, site content whose
 * draft they saved last), for the admin Home.
 */
export async function openCommentsForAuthor(db: Db, actor: Actor): Promise<DraftComment[]> {
  if (!actor.user) return [];
  const mine = await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, actor.user.userId));
  const myContent = await db.select({ id: contentDocuments.id }).from(contentDocuments).where(eq(contentDocuments.draftSavedBy, actor.user.username));
  const postIds = mine.map((row) => row.id);
  const contentIds = myContent.map((row) => row.id);
  if (!postIds.length && !contentIds.length) return [];
  return db
    .select()
    .from(draftComments)
    .where(
      and(
        isNull(draftComments.resolvedAt),
        or(
          postIds.length ? and(eq(draftComments.documentKind, "post"), inArray(draftComments.documentId, postIds)) : undefined,
          contentIds.length ? and(eq(draftComments.documentKind, "content"), inArray(draftComments.documentId, contentIds)) : undefined,
        ),
      ),
    )
    .orderBy(desc(draftComments.createdAt))
    .limit(20);
}
