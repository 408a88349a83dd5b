import type { ActionResult } from "~/lib/admin/action-result";

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
