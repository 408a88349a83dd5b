import type { ActionResult, Toast } from "~/lib/admin/action-result";

/** Keyed so the list, which outlives the deleted row or the editor it left, announces the result. */
export const POST_LIST_FETCHER_KEY = "blog-post-list";

/** The Blog Posts tab's texts (admin spec sections 2, 5 and 8), written once. */
export const POST_ADMIN_TEXT = {
  heading: "Manage Blog Posts",
  description: "Posts of the blog and newsletter, newest first.",
  empty: "No blog posts yet. Create your first post using the New Post button.",
  readOnly: "Your account can view posts but not change them.",
  createTitle: "Create New Blog Post",
  editTitle: "Edit Blog Post",
  save: "Save Blog Post",
  update: "Update Blog Post",
  resetConfirm:
    "Are you sure you want to reset all posts to the preconfigured ones? Every current post, including other people's drafts and scheduled posts, will be replaced, and the posts in the Trash are deleted for good. A backup of the whole site is taken first and listed under Backups: restoring it brings today's posts back, the Trash's too.",
  deleteConfirm: (title: string, days: number) =>
    `Are you sure you want to delete "${title}"? It goes to the Trash, off the public site, and can be restored from there (as a draft) for ${days} days.`,
  validHtml: "Valid HTML",
  htmlWarning: "HTML Warning",
  figuresMatch: "Figures match",
  figuresWarning: (count: number) => `${count} ${count === 1 ? "figure" : "figures"} to check`,
  figuresIntro: "These amounts differ from the HSA figures in Site Content for the year the text gives:",
  figuresConfirm: "This is right",
  figuresConfirmHint: "The text means this amount (a quoted old limit, an example): stop showing this warning. Recorded in the audit log.",
  figuresConfirmFailed: "Could not record it. Try again.",
  leaveConfirm: "You have unsaved changes. Leave this page and lose them?",
  restoreQuestion: (version: number) =>
    `Bring back the text of version ${version}? As a draft, the public post stays as it is until you publish it; published at once, the public post shows it now. Either way any unpublished changes and their schedule are replaced. History keeps them.`,
  pendingTitle: "This post has unpublished changes",
  pendingBadge: "Unpublished changes",
  pendingBody: "The public site still shows the published version. The form below shows the changes; preview them, then publish or discard them.",
  pendingScheduled: "They are scheduled to go live on ",
  pendingDirty: "Save or undo your edits in the form first: these buttons act on the changes as saved.",
  publishChanges: "Publish changes",
  discardChanges: "Discard changes",
} as const;

export { PUBLISH_FAILURE_NOTICE } from "./publish-failure-text";

export const POST_STATUS_LABELS = { published: "Published", draft: "Draft", scheduled: "Scheduled" } as const;

/** The list's search and filters. */
export const POST_LIST_TEXT = {
  searchLabel: "Search posts",
  searchPlaceholder: "Words in the title or text",
  untyped: "Blog post (no type)",
  apply: "Search",
  clear: "Clear",
  noMatch: "No posts match this search and these filters.",
  trash: (count: number) => `Trash (${count})`,
  found: (total: string) => `${total} found`,
} as const;

/** What a Blog Posts action answers; the form keeps what was typed whatever the answer. */
export type PostActionResult = ActionResult<{
  /** The saved post's id and version, for the form's next save. */
  saved: { id: string; version: number };
  /** Someone else's newer save, shown beside the form's own text. */
  conflict: { version: number; title: string; excerpt: string; content: string; text: string };
}>;

export const POST_TOASTS = {
  saved: { title: "Blog post saved", description: "Your blog post has been saved successfully and is now live." },
  updated: { title: "Blog post updated", description: "Your blog post has been updated successfully." },
  draftSaved: { title: "Blog post saved", description: "Your draft has been saved. It is not visible on the public site." },
  scheduled: (when: string) => ({ title: "Blog post scheduled", description: `It will go live on ${when}.` }),
  unpublished: { title: "Blog post unpublished", description: "The post is now a draft and no longer visible on the public site." },
  deleted: (days: number) => ({
    title: "Blog post deleted",
    description: `The post is in the Trash for ${days} days: restore it from there if you need it again.`,
  }),
  duplicated: { title: "Blog post duplicated", description: "A copy was saved as a draft." },
  reset: (backup: string) => ({
    title: "Blog posts reset",
    description: `The preconfigured posts have been restored. The posts as they were are in the backup ${backup} (under Backups).`,
  }),
  resetAdminsOnly: { title: "Not permitted", description: "Only an admin can reset the posts to the preconfigured ones." },
  resetWithoutBackup: (reason: string) => ({ title: "Error resetting posts", description: `No post was changed: the backup taken first failed. ${reason}` }),
  restored: { title: "Revision restored", description: "The post now has the text of that revision. The restore is itself a revision." },
  restoredAsDraft: {
    title: "Restored as a draft",
    description: "The revision is now the post's draft: the public site still shows what is live until you publish it.",
  },
  restoredAndPublished: { title: "Revision restored and published", description: "The public site now shows the text of that revision." },
  changesSaved: {
    title: "Changes saved as a draft",
    description: "The public site still shows the published post. Publish the changes when they are ready.",
  },
  changesScheduled: (when: string) => ({
    title: "Changes scheduled",
    description: `The published post stays as it is until ${when}, when the changes go live.`,
  }),
  changesPublished: { title: "Changes published", description: "The public site now shows the post's latest version." },
  changesDiscarded: { title: "Changes discarded", description: "The post is back to what the public site shows." },
  deleteFailed: { title: "Error deleting post", description: "There was an error deleting the post. Please try again." },
  resetFailed: { title: "Error resetting posts", description: "There was an error resetting the posts. Please try again." },
  duplicateFailed: { title: "Error duplicating post", description: "There was an error duplicating the post. Please try again." },
  submitFailed: { title: "Error submitting form", description: "An unexpected error occurred. Please try again." },
  saveFailed: (message?: string): Toast => ({
    title: "Error saving blog post",
    description: message || "There was an error saving your blog post. Please try again.",
  }),
  conflict: {
    title: "Error saving blog post",
    description: "Someone else saved this post after you opened it. Your text is still in the form and theirs is shown below: nothing was overwritten.",
  },
  staleForm: {
    title: "Error saving blog post",
    description: "This form does not say which version of the post it was opened at. Reload the page (copy your text first).",
  },
  notFound: (why: string) => ({ title: "Error saving blog post", description: `${why} Your text is still in the form.` }),
  changedMeanwhile: (title: string) => ({
    title,
    description: "Someone saved this post after the list was loaded: nothing was changed. Refresh the list and try again.",
  }),
  notPermitted: { title: "Not permitted", description: "Your account can view posts but not change them." },
  htmlWarning: {
    title: "HTML Warning",
    description: "The blog post contains potentially invalid HTML. It will still be saved, but may not display correctly.",
  },
} as const;
