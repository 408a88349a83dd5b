import type { Toast } from "~/lib/admin/action-result";

/** What the Blog Posts actions answer in a toast (admin spec sections 2, 5 and 8), written once. */
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
