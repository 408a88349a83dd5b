/**
 * Site content: the typed documents staff edit in the Site Content section (declared in
 * app/content/registry.ts): reading what public pages show (cached, with last-good-copy and
 * built-in fallbacks), previews, drafts, publishing now or on schedule, history, restore, reset,
 * autosave, and what needs a person.
 */
export { type ContentDocument, contentDocuments, documentOf, findContentDocument } from "./catalog.server";
export { CONTENT_MESSAGES, ContentNotFoundError, ContentValidationError, ContentVersionConflictError } from "./content-errors.server";
export { contentHealth, type ContentHealthItem, IRS_NEWSROOM_URL, STALE_DRAFT_DAYS } from "./content-health.server";
export { siteDayTurnJob } from "./content-jobs.server";
export { type FiguresCheckFinding, publishedFiguresCheck } from "./figures-check.server";
export { confirmedFiguresWarnings, confirmFiguresWarning, type FiguresConfirmation } from "./figures-confirmations.server";
export {
  type ContentListItem,
  type ContentRevisionSummary,
  deleteContentAutosave,
  type EditableContent,
  getContentAutosave,
  getEditableContent,
  listContentDocuments,
  listContentRevisions,
  putContentAutosave,
} from "./editing.server";
export { prepareContent } from "./prepare-content.server";
export { type PublishedDocumentDate, publishedDocumentDates } from "./published-dates.server";
export { contentSearchSource, searchablePages, setSearchIdentity } from "./search-pages.server";
export { previewContent, publishedContent } from "./read-content.server";
export {
  type ContentIntent,
  discardContentDraft,
  markContentReviewed,
  publishDueContent,
  resetContentToBuiltIn,
  restoreContentRevision,
  saveContent,
  unscheduleContent,
} from "./write-content.server";
