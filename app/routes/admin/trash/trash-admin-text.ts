import type { ActionResult } from "~/lib/admin/action-result";

/** The Trash page's texts. */
export const TRASH_TEXT = {
  heading: "Trash",
  description: (days: number) =>
    `Deleted posts and images stay here for ${days} days, then they are deleted for good. A restored post comes back as a draft: publish it again when it is ready.`,
  postsHeading: "Posts",
  mediaHeading: "Images",
  noPosts: "No posts in the trash.",
  noMedia: "No images in the trash.",
  purgeAdminsOnly: "Only an admin can delete for good before the time is up.",
  purgeQuestion: (name: string) => `Delete "${name}" for good? It cannot be restored afterwards (only a full-site backup still holds it).`,
  daysLeft: (days: number) => (days <= 0 ? "Deleted for good at the next clean-up" : `${days} day${days === 1 ? "" : "s"} left`),
} as const;

export const TRASH_INTENTS = ["restore-post", "purge-post", "restore-media", "purge-media"] as const;

export const TRASH_TOASTS = {
  postRestored: (title: string) => ({ title: "Post restored", description: `"${title}" is back in Blog Posts as a draft.` }),
  mediaRestored: (name: string) => ({ title: "Image restored", description: `${name} is back in the media library.` }),
  purged: (name: string) => ({ title: "Deleted for good", description: `"${name}" was deleted for good.` }),
  failed: { title: "Not done", description: "The change could not be made. Please try again." },
  gone: { title: "Not in the trash", description: "It is no longer in the trash: it was restored or deleted for good, perhaps in another tab." },
  notPermitted: { title: "Not permitted", description: "Only an admin can delete for good before the time is up." },
} as const;

export type TrashActionResult = ActionResult;
