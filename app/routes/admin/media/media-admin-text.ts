import type { ActionResult } from "~/lib/admin/action-result";
import type { MediaUsage } from "~/lib/media/media-item";
import { MEDIA_MESSAGES } from "~/lib/media/media-rules";

/** The Media tab's form intents. */
export const MEDIA_INTENTS = ["alt", "delete"] as const;

export const MEDIA_TOASTS = {
  altSaved: { title: "Alt text saved", description: "Pages show the new description from now on." },
  altFailed: (message: string) => ({ title: "Alt text not saved", description: message }),
  deleted: (days: number) => ({
    title: "Image moved to the trash",
    description: `It is out of the library and can be restored from the Trash for ${days} days.`,
  }),
  deleteDisabled: "In use: remove it from the posts above to delete it.",
  deleteRefused: (posts: MediaUsage[]) => ({
    title: "Image is in use",
    description: `${MEDIA_MESSAGES.inUse} Used by: ${posts.map((post) => post.title).join(", ")}.`,
  }),
  deleteFailed: { title: "Image not deleted", description: MEDIA_MESSAGES.notFound },
  notPermitted: { title: "Not permitted", description: MEDIA_MESSAGES.readOnly },
  unexpected: { title: "Something went wrong", description: "The change was not saved. Please try again." },
  loadError: { title: "Media library unavailable", description: "The images could not be loaded. Please refresh the page." },
} as const;

export type MediaActionResult = ActionResult<{ mediaId: string; usedBy: MediaUsage[] }>;

export const DELETE_MEDIA_QUESTION = (days: number) => `Move this image to the trash? It can be restored from the Trash for ${days} days.`;
