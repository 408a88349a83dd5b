import { and, desc, eq } from "drizzle-orm";
import { type DocumentKind, reviewRequests } from "~/db/schema/index";
import type { PostInput } from "~/lib/blog/post-input";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { savePost } from "~/services/blog/post-editing.server";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { saveContent } from "~/services/site-content/write-content.server";
import { addDraftComment } from "./comments.server";
import { documentState, type DocumentState } from "./documents.server";
import { PUBLISHING_MESSAGES, PublishingError } from "./publishing-errors.server";
import { contentReviewReason, postReviewReason } from "./review-gate.server";
import { appendSignoff } from "./signoff-log.server";

export type ReviewRequest = typeof reviewRequests.$inferSelect;
const COMMENT_MAX = 2000;
const labelOf = (actor: Actor) => actor.user?.username ?? "system";

/** Why the saved draft needs review, or null. */
export async function reviewReasonOf(db: Db | Tx, state: DocumentState): Promise<string | null> {
  if (state.kind === "post") {
    const draft = state.draft as { title: string; excerpt: string; content: string };
    return postReviewReason(db, { title: draft.title, excerpt: draft.excerpt, content: draft.content });
  }
  return contentReviewReason(db, state.content!.type.id, state.content!.type.label, state.live, state.draft);
}

function target(state: DocumentState) {
  return { type: state.kind, id: state.id, label: state.label };
}

/**
 * Submits the saved draft, exactly as it stands at `expectedVersion`, for a second person's
 * approval; `publishAt` is when the author wants it live (the approval schedules it then). A
 * pending request of the same document is withdrawn by the new one. The editor's unsaved work is
 * not touched: it stays in its autosave.
 */
export async function submitForReview(
  db: Db,
  actor: Actor,
  input: { kind: DocumentKind; id: string; expectedVersion: number; publishAt?: Date | null },
  now = new Date(),
): Promise<ReviewRequest> {
  authorizeActor(actor, input.kind === "post" ? "blog:manage" : "content:manage");
  return db.transaction(async (tx) => {
    const state = await documentState(tx, input.kind, input.id);
    if (state.version !== input.expectedVersion) throw new PublishingError(PUBLISHING_MESSAGES.stale, 409);
    if (input.kind === "post" && !state.hasDraft) throw new PublishingError(PUBLISHING_MESSAGES.saveFirst, 400);
    const reason = await reviewReasonOf(tx, state);
    if (!reason) throw new PublishingError(PUBLISHING_MESSAGES.noReviewNeeded, 400);
    await tx
      .update(reviewRequests)
      .set({ status: "withdrawn", decidedAt: now, decidedByLabel: labelOf(actor) })
      .where(and(eq(reviewRequests.documentKind, input.kind), eq(reviewRequests.documentId, input.id), eq(reviewRequests.status, "pending")));
    const [request] = await tx
      .insert(reviewRequests)
      .values({
        documentKind: input.kind,
        documentId: input.id,
        documentLabel: state.label,
        baseVersion: state.version,
        data: state.draft,
        publishAt: input.publishAt && input.publishAt.getTime() > now.getTime() ? input.publishAt : null,
        reason,
        submittedById: actor.user?.userId ?? null,
        submittedByLabel: labelOf(actor),
        submittedAt: now,
      })
      .returning();
    await appendSignoff(tx, { at: now, event: "submitted", actorLabel: labelOf(actor), request: request!, state, data: state.draft });
    await recordEvent(tx, {
      kind: "review_submitted",
      at: now,
      ...actorEventFields(actor),
      target: target(state),
      changes: { version: state.version, reason, ...(request!.publishAt ? { publishAt: request!.publishAt.toISOString() } : {}) },
    });
    return request!;
  });
}

async function pendingRequest(db: Db | Tx, requestId: string): Promise<ReviewRequest> {
  const [request] = /^[0-9a-f-]{36}$/i.test(requestId) ? await db.select().from(reviewRequests).where(eq(reviewRequests.id, requestId)) : [];
  if (!request || request.status !== "pending") throw new PublishingError(PUBLISHING_MESSAGES.notPending, 409);
  return request;
}

function refuseOwnChange(actor: Actor, request: ReviewRequest) {
  const own = actor.user && (request.submittedById ? request.submittedById === actor.user.userId : request.submittedByLabel === actor.user.username);
  if (own) throw new PublishingError(PUBLISHING_MESSAGES.selfApproval, 403);
}

function cleanComment(comment: string | null | undefined, required: boolean): string | null {
  const text = (comment ?? "").trim();
  if (required && !text) throw new PublishingError(PUBLISHING_MESSAGES.commentRequired, 400, { comment: PUBLISHING_MESSAGES.commentRequired });
  if (text.length > COMMENT_MAX) throw new PublishingError(PUBLISHING_MESSAGES.commentTooLong, 400, { comment: PUBLISHING_MESSAGES.commentTooLong });
  return text || null;
}

/**
 * A second person approves exactly what was submitted: it goes live now, or at the time the author
 * asked for (scheduled through the ordinary write path, which checks the approval again). The
 * author can never approve their own change. When the document changed since it was submitted,
 * nothing is published and the request stays pending (the author submits again).
 */
export async function approveReview(db: Db, actor: Actor, input: { requestId: string; comment?: string | null }, now = new Date()): Promise<void> {
  authorizeActor(actor, "publishing:approve");
  const request = await pendingRequest(db, input.requestId);
  refuseOwnChange(actor, request);
  const comment = cleanComment(input.comment, false);
  const state = await documentState(db, request.documentKind, request.documentId);
  if (state.version !== request.baseVersion) throw new PublishingError(PUBLISHING_MESSAGES.stale, 409);
  await db
    .update(reviewRequests)
    .set({ status: "approved", decidedAt: now, decidedByLabel: labelOf(actor), comment })
    .where(and(eq(reviewRequests.id, request.id), eq(reviewRequests.status, "pending")));
  const publishAt = request.publishAt && request.publishAt.getTime() > now.getTime() ? request.publishAt : null;
  try {
    if (request.documentKind === "post") {
      await savePost(db, actor, {
        id: request.documentId,
        expectedVersion: request.baseVersion,
        input: request.data as PostInput,
        intent: publishAt ? { kind: "schedule", publishAt } : { kind: "publish" },
      });
    } else {
      await saveContent(db, actor, {
        id: request.documentId,
        expectedVersion: request.baseVersion,
        data: request.data,
        intent: publishAt ? { kind: "schedule", publishAt } : { kind: "publish" },
      });
    }
  } catch (error) {
    // Nothing went live: the request waits again, as it was.
    await db.update(reviewRequests).set({ status: "pending", decidedAt: null, decidedByLabel: null, comment: null }).where(eq(reviewRequests.id, request.id));
    throw error;
  }
  await db.transaction(async (tx) => {
    await appendSignoff(tx, { at: now, event: "approved", actorLabel: labelOf(actor), request, state, data: request.data, comment });
    await recordEvent(tx, {
      kind: "review_approved",
      at: now,
      ...actorEventFields(actor),
      target: target(state),
      changes: { version: request.baseVersion, submittedBy: request.submittedByLabel, ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) },
    });
  });
}

/** A second person sends the change back with a comment; the comment also shows in the editor as an open comment. */
export async function requestChanges(db: Db, actor: Actor, input: { requestId: string; comment: string }, now = new Date()): Promise<void> {
  authorizeActor(actor, "publishing:approve");
  const comment = cleanComment(input.comment, true)!;
  const request = await pendingRequest(db, input.requestId);
  refuseOwnChange(actor, request);
  const state = await documentState(db, request.documentKind, request.documentId);
  await db.transaction(async (tx) => {
    await tx
      .update(reviewRequests)
      .set({ status: "changes_requested", decidedAt: now, decidedByLabel: labelOf(actor), comment })
      .where(and(eq(reviewRequests.id, request.id), eq(reviewRequests.status, "pending")));
    await appendSignoff(tx, { at: now, event: "changes_requested", actorLabel: labelOf(actor), request, state, data: request.data, comment });
    await recordEvent(tx, {
      kind: "review_changes_requested",
      at: now,
      ...actorEventFields(actor),
      target: target(state),
      changes: { version: request.baseVersion },
    });
    await addDraftComment(tx, actor, state, `Changes requested: ${comment}`, now);
  });
}

/** The latest review request of a document (any status), or null. */
export async function latestReview(db: Db, kind: DocumentKind, id: string): Promise<ReviewRequest | null> {
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.documentKind, kind), eq(reviewRequests.documentId, id)))
    .orderBy(desc(reviewRequests.submittedAt))
    .limit(1);
  return row ?? null;
}

/** Changes waiting for a second person, oldest first. */
export async function pendingReviews(db: Db, actor: Actor): Promise<ReviewRequest[]> {
  authorizeActor(actor, "dashboard:view");
  return db.select().from(reviewRequests).where(eq(reviewRequests.status, "pending")).orderBy(reviewRequests.submittedAt).limit(50);
}
