/**
 * Publishing: the one lifecycle every document staff publish goes through, posts and every site
 * content type alike: the site-wide content version and the one place a publish is announced
 * (`documentPublished`, with `onDocumentPublished` for features that act on it), the one
 * scheduler path, the four-eyes review of changes that need it (HSA figures, posts whose figures
 * check reports a figure), the append-only sign-off log, preview links and comments on drafts.
 */
export { documentPublished, onDocumentPublished, type PublishedDocument, type PublishListener } from "./announce.server";
export { addDraftComment, commentOnDraft, type DraftComment, listDraftComments, openCommentsForAuthor, resolveDraftComment } from "./comments.server";
export { documentState, type DocumentState, EDIT_PERMISSION, editorPath } from "./documents.server";
export { type PreviewPage, previewPageOf } from "./preview-content.server";
export { createPreviewLink, listPreviewLinks, openPreviewLink, type PreviewLink, revokePreviewLink } from "./preview-links.server";
export { PUBLISHING_MESSAGES, PublishingError, ReviewRequiredError } from "./publishing-errors.server";
export { assertMayPublish, isApproved, postFigureWarnings } from "./review-gate.server";
export { DEFAULT_REVIEWED_TYPES, reviewedContentTypes, setReviewedContentTypes } from "./review-settings.server";
export { approveReview, latestReview, pendingReviews, requestChanges, type ReviewRequest, reviewReasonOf, submitForReview } from "./reviews.server";
export { PUBLISH_SCHEDULED_JOB, publishScheduledJob, scheduledPublishingFailure } from "./scheduled-publishing.server";
export { exportSignoffLog, listSignoffLog, type SignoffEntry } from "./signoff-log.server";
export { bumpSiteContentVersion, SITE_CONTENT_VERSION_KEY } from "./site-content-version.server";
export {
  cachedSiteContentRead,
  type CachedReadOptions,
  expireSiteContentCache,
  expireSiteContentCacheOnChange,
  type ReadResult,
  type ReadSource,
  siteContentState,
} from "./site-content-cache.server";
