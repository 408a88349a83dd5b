import { AUTOSAVE_TEXT } from "~/lib/blog/autosave";
import { cn } from "~/lib/ui/cn";
import type { AutosaveStatus } from "./use-autosave";

function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function describe(status: AutosaveStatus): string {
  switch (status.kind) {
    case "saving":
      return AUTOSAVE_TEXT.saving;
    case "saved":
      return AUTOSAVE_TEXT.saved(clockTime(status.at));
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
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const warning = status.kind === "failed" || status.kind === "signedOut" || status.kind === "tooLarge";
  return (
    <p role="status" aria-live="polite" className={cn("min-h-5 text-sm", warning ? "font-medium text-amber-900" : "text-slate-600")}>
      {describe(status)}
    </p>
  );
}

export { clockTime };
