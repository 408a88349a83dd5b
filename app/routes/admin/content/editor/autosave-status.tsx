import { clockTime } from "~/routes/admin/posts/editor/autosave-status";
import { cn } from "~/lib/ui/cn";
import { AUTOSAVE_STATUS_TEXT } from "../content-admin-text";
import type { AutosaveStatus } from "./use-content-autosave";

function describe(status: AutosaveStatus): string {
  switch (status.kind) {
    case "saving":
      return AUTOSAVE_STATUS_TEXT.saving;
    case "saved":
      return AUTOSAVE_STATUS_TEXT.saved(clockTime(status.at));
    case "failed":
      return AUTOSAVE_STATUS_TEXT.failed;
    case "signedOut":
      return AUTOSAVE_STATUS_TEXT.signedOut;
    default:
      return "";
  }
}

/** The autosave's state, announced politely as it changes. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const warning = status.kind === "failed" || status.kind === "signedOut";
  return (
    <p role="status" aria-live="polite" className={cn("min-h-5 text-sm", warning ? "font-medium text-amber-900" : "text-slate-600")}>
      {describe(status)}
    </p>
  );
}
