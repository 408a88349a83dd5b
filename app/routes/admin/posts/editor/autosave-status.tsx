import { AUTOSAVE_TEXT } from "~/lib/blog/autosave";
import type { PostStatus } from "~/lib/blog/post-enums";
import { cn } from "~/lib/ui/cn";
import type { AutosaveStatus } from "./use-autosave";

function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/** What the post is on the site: a published or scheduled one is not changed by an autosave, and the line says so. */
type Live = "published" | "scheduled" | null;

function describe(status: AutosaveStatus, live: Live): string {
  switch (status.kind) {
    case "saving":
      return live ? AUTOSAVE_TEXT.keeping : AUTOSAVE_TEXT.saving;
    case "saved":
      return live ? AUTOSAVE_TEXT.kept(clockTime(status.at), live) : AUTOSAVE_TEXT.saved(clockTime(status.at));
    case "failed":
      return AUTOSAVE_TEXT.failed;
    case "signedOut":
      return AUTOSAVE_TEXT.signedOut;
    case "tooLarge":
      return AUTOSAVE_TEXT.tooLarge;
    default:
      return "";
  }
}

/** The autosave's state, announced politely to screen readers as it changes. */
export function AutosaveStatusLine({ status, postStatus }: { status: AutosaveStatus; postStatus: PostStatus | null }) {
  const live: Live = postStatus === "published" || postStatus === "scheduled" ? postStatus : null;
  const warning = status.kind === "failed" || status.kind === "signedOut" || status.kind === "tooLarge";
  return (
    <p role="status" aria-live="polite" className={cn("min-h-5 text-sm", warning ? "font-medium text-amber-900" : "text-slate-600")}>
      {describe(status, live)}
    </p>
  );
}

export { clockTime };
