import { parseFormValues, type PostFormValues, postFormValuesSchema } from "./post-form-values";

/** Autosave runs this long after typing stops (Ghost and WordPress wait a few seconds too). */
export const AUTOSAVE_DELAY_MS = 3_000;
/** The browser copy is written this long after typing stops: often enough, without writing on every key. */
export const LOCAL_COPY_DELAY_MS = 500;

/** The autosave slot of a post not created yet. */
export const NEW_POST_DRAFT_KEY = "new";

/** One autosaved form: its values, when they were kept, and the post version they were based on. */
export type AutosaveEntry = { values: PostFormValues; savedAt: string; baseVersion: number | null };

export const AUTOSAVE_TEXT = {
  saving: "Saving draft...",
  saved: (time: string) => `Saved draft at ${time}`,
  // On a published or scheduled post an autosave is a private copy: the post itself is unchanged until Update.
  keeping: "Keeping your changes...",
  kept: (time: string, status: "published" | "scheduled") =>
    `Your changes are kept (${time}). The ${status} post changes only when you press Update Blog Post.`,
  failed: "Draft not saved to the server (offline?): your changes are kept in this browser.",
  signedOut: "Your session has ended: your changes are kept in this browser. Sign in again to get them back.",
  tooLarge: "Draft too large to save to the server: your changes are kept in this browser.",
  offerTitle: "Restore unsaved changes?",
  offerText: (time: string) => `This form has changes from ${time} that were never saved.`,
  offerNewerPost: "The post has been saved since: saving the restored text will show both versions before anything is replaced.",
  restore: "Restore",
  discard: "Discard",
} as const;

/** The browser storage key of one user's unsaved form for one post. */
export function localCopyKey(userId: string, draftKey: string): string {
  return `post-autosave:${userId}:${draftKey}`;
}

/** A browser copy as stored, or null when it is missing or not one. */
export function parseLocalCopy(raw: string | null): AutosaveEntry | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AutosaveEntry>;
    const values = parseFormValues(parsed.values);
    if (!values || typeof parsed.savedAt !== "string" || Number.isNaN(Date.parse(parsed.savedAt))) return null;
    return { values, savedAt: parsed.savedAt, baseVersion: typeof parsed.baseVersion === "number" ? parsed.baseVersion : null };
  } catch {
    return null;
  }
}

/**
 * What to offer back when the form opens: the newer of the server's autosave and the browser's
 * copy, if it differs from what the form shows.
 */
export function autosaveToOffer(initial: PostFormValues, server: AutosaveEntry | null, local: AutosaveEntry | null): AutosaveEntry | null {
  const candidates = [server, local].filter((entry): entry is AutosaveEntry => entry !== null && !sameValues(entry.values, initial));
  if (!candidates.length) return null;
  return candidates.reduce((newest, entry) => (Date.parse(entry.savedAt) > Date.parse(newest.savedAt) ? entry : newest));
}

/** Whether two forms hold the same values, whatever order their keys were written in. */
export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  const fields = Object.keys(postFormValuesSchema.shape) as (keyof PostFormValues)[];
  return fields.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}
