import type { ActionResult } from "~/lib/admin/action-result";

/** What the editor's buttons ask of a document. */
export const CONTENT_INTENTS = ["draft", "publish", "schedule", "unschedule", "discard", "reset", "reviewed"] as const;
export type ContentIntentName = (typeof CONTENT_INTENTS)[number];

/** The intents that save the form's content (the others act on what is stored). */
export const SAVING_INTENTS: readonly ContentIntentName[] = ["draft", "publish", "schedule"];

/** The Site Content tab's texts, written once. */
export const CONTENT_TEXT = {
  heading: "Site Content",
  description: "What the public pages say, by section. Save a draft, preview it, then publish it now or at a set time.",
  readOnly: "Your account can view site content but not change it.",
  searchLabel: "Search site content",
  searchPlaceholder: "A title, a type, a word or a page such as /team",
  sectionLabel: "Section",
  allSections: "All sections",
  searchSubmit: "Search",
  clearSearch: "Clear",
  found: (shown: number, total: number) => `${shown} of ${total} documents match.`,
  noMatch: "No document matches. Try fewer words, or all sections.",
  needsAttention: "Needs attention",
  suggestions: "Suggestions (not problems)",
  builtIn: "Built-in content",
  draftWaiting: "Draft waiting",
  editTitle: (label: string) => `Edit ${label}`,
  viewTitle: (label: string) => `View ${label}`,
  historyTitle: (label: string) => `History: ${label}`,
  saveDraft: "Save draft",
  publish: "Publish now",
  schedule: "Schedule",
  unschedule: "Unschedule",
  discard: "Discard draft",
  reset: "Reset to built-in",
  reviewed: "Mark reviewed",
  previewNote: "Preview shows the last saved draft: save your changes as a draft first.",
  resetQuestion:
    "Publish the built-in content of this document again? The public pages show it at once; any draft and schedule are dropped. History keeps what was there.",
  discardQuestion: "Discard the saved draft? The public pages keep the published content. History keeps the discarded draft.",
  restoreQuestion: (version: number) =>
    `Bring back the content of version ${version}? As a draft, the public pages stay as they are until you publish it; published at once, they show it now. Either way any unpublished draft and its schedule are replaced. History keeps them.`,
  leaveConfirm: "You have unsaved changes. Leave this page and lose them?",
  conflictTitle: "Someone else saved this content",
  conflictIntro: "Their version is shown beside yours, field by field. Nothing either of you typed is lost until you choose.",
  conflictSame: "Their version holds the same content as yours.",
  keepMine: "Keep mine",
  takeTheirs: "Take theirs",
  errorSummary: "Some fields need attention",
  noRevisions: "No changes yet: the built-in content is in force. History starts with the first save.",
  builtInEntry: "Built-in content",
  builtInEntryText: "What the site showed before the first change below, as a fresh site shows it.",
  restoreBuiltInTitle: "Restore the built-in content",
  emptyValue: "(empty)",
} as const;

export const REVISION_KIND_LABELS: Record<string, string> = {
  draft_saved: "Draft saved",
  published: "Published",
  scheduled: "Scheduled",
  unscheduled: "Schedule cancelled",
  restored: "Restored",
  reset: "Reset to built-in",
  draft_discarded: "Draft discarded",
  restored_to_draft: "Restored as a draft",
};

export const AUTOSAVE_STATUS_TEXT = {
  saving: "Keeping your changes...",
  saved: (time: string) => `Changes kept at ${time} (not saved as a draft yet)`,
  failed: "Your changes could not be kept on the server (offline?). Save a draft before leaving.",
  signedOut: "Your session has ended: sign in again in another tab, then save.",
  offerTitle: "Restore unsaved changes?",
  offerText: (time: string) => `You left changes from ${time} that were never saved.`,
  offerNewer: "The document has been saved since: saving the restored content will show both versions before anything is replaced.",
  restore: "Restore",
  discard: "Discard",
} as const;

export const CONTENT_TOASTS = {
  draftSaved: { title: "Draft saved", description: "The public pages still show the published content until you publish." },
  published: { title: "Published", description: "The public pages show the new content now." },
  scheduled: (when: string) => ({ title: "Publish scheduled", description: `The draft will be published on ${when}.` }),
  unscheduled: { title: "Schedule cancelled", description: "The draft stays saved and will not be published by itself." },
  discarded: { title: "Draft discarded", description: "The public pages keep the published content." },
  reset: { title: "Reset to built-in", description: "The public pages show the built-in content again. History keeps what was there." },
  reviewed: { title: "Marked as reviewed", description: "The content is recorded as checked today." },
  restored: { title: "Revision restored", description: "The public pages show that revision's content now. The restore is itself a revision." },
  restoredToDraft: {
    title: "Restored as a draft",
    description: "That revision's content is the draft now: open the document to check it and publish. The public pages have not changed.",
  },
  saveFailed: (message: string) => ({ title: "Not saved", description: message }),
  conflict: { title: "Not saved: someone else saved first", description: "Compare the two versions below, then keep yours or take theirs." },
  restoreConflict: {
    title: "Not restored: someone else saved first",
    description: "The history now shows their change. Restore again if you still want this revision.",
  },
  staleForm: { title: "Not saved", description: "This form does not say which version it was opened at. Reload the page: your changes are kept." },
  notPermitted: { title: "Not permitted", description: "Your account can view site content but not change it." },
  unexpected: { title: "Something went wrong", description: "The change was not saved. Please try again." },
} as const;

/** What the other person saved, shown beside the form's own content. */
export type ContentConflict = { version: number; data: unknown; savedBy: string | null; savedAt: string | null };

export type ContentActionResult = ActionResult<{ version: number; conflict: ContentConflict }>;
