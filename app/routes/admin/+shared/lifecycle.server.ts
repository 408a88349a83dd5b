import type { DocumentKind } from "~/db/schema/index";
import { can } from "~/lib/auth/permissions";
import { PREVIEW_LINK_DEFAULT_DAYS, PREVIEW_LINK_MAX_DAYS } from "~/lib/publishing/preview-link-rules";
import { documentState, EDIT_PERMISSION, latestReview, listDraftComments, listPreviewLinks, reviewReasonOf } from "~/services/publishing";
import type { Db } from "~/services/platform";
import type { AdminUser } from "../guard.server";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** What the editors' shared lifecycle panel shows: review, preview links, comments. Plain data for the client. */
export async function lifecyclePanelData(db: Db, user: AdminUser, kind: DocumentKind, id: string) {
  const canEdit = can(user.userType, EDIT_PERMISSION[kind]);
  const state = await documentState(db, kind, id);
  const review = await latestReview(db, kind, id);
  const reviewReason = state.hasDraft || kind === "post" ? await reviewReasonOf(db, state) : null;
  return {
    kind,
    id,
    version: state.version,
    canEdit,
    canApprove: can(user.userType, "publishing:approve"),
    /** Why the saved draft needs a second person's approval now (null: it publishes as usual). */
    reviewReason: state.hasDraft ? reviewReason : null,
    review: review
      ? {
          id: review.id,
          status: review.status,
          reason: review.reason,
          baseVersion: review.baseVersion,
          current: review.baseVersion === state.version,
          submittedBy: review.submittedByLabel,
          submittedAt: review.submittedAt.toISOString(),
          own: review.submittedById === user.userId,
          decidedBy: review.decidedByLabel,
          decidedAt: iso(review.decidedAt),
          comment: review.comment,
          publishAt: iso(review.publishAt),
        }
      : null,
    previewLinks: canEdit
      ? (await listPreviewLinks(db, user.actor, kind, id)).map((link) => ({
          id: link.id,
          createdBy: link.createdByLabel,
          createdAt: link.createdAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          revokedAt: iso(link.revokedAt),
          pinnedVersion: link.pinnedVersion,
          openCount: link.openCount,
        }))
      : [],
    comments: (await listDraftComments(db, user.actor, kind, id)).map((comment) => ({
      id: comment.id,
      author: comment.authorLabel,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      version: comment.documentVersion,
      resolvedAt: iso(comment.resolvedAt),
      resolvedBy: comment.resolvedByLabel,
    })),
    previewDays: { default: PREVIEW_LINK_DEFAULT_DAYS, max: PREVIEW_LINK_MAX_DAYS },
  };
}

export type LifecyclePanelData = Awaited<ReturnType<typeof lifecyclePanelData>>;
