import { CalendarClock, CalendarX, CheckCheck, RotateCcw, Save, Send, Trash2 } from "lucide-react";
import { TOASTER_AVOID } from "~/lib/ui/toaster-placement";
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CONTENT_TEXT, type ContentIntentName } from "../content-admin-text";

// Loaded when first opened, as in the built-in entries' page (built-in-entry.tsx): one way of loading it (issue 43).
const ConfirmDialog = lazyDialog(() => import("../confirm-dialog").then((module) => module.ConfirmDialog));

type Props = {
  busy: boolean;
  hasDraft: boolean;
  scheduled: boolean;
  /** The pages show something other than the built-in content, or a draft waits: a reset would change something. */
  resettable: boolean;
  reviewable: boolean;
  publishAt: string;
  onPublishAt: (local: string) => void;
  publishAtError?: string;
  onIntent: (intent: ContentIntentName) => void;
};

/**
 * What saving does: keep a draft, publish now or at a time (entered in the browser's time zone and
 * sent as an instant), and the actions on what is stored: unschedule, discard the draft, reset to
 * the built-in content (both confirmed), mark reviewed.
 */
export function PublishControls({ busy, hasDraft, scheduled, resettable, reviewable, publishAt, onPublishAt, publishAtError, onIntent }: Props) {
  const [confirming, setConfirming] = useState<"reset" | "discard" | null>(null);
  const confirm = (intent: "reset" | "discard") => {
    setConfirming(null);
    onIntent(intent);
  };
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Label htmlFor="content-publishAt">Publish at (your local time)</Label>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <Input
              id="content-publishAt"
              type="datetime-local"
              className="w-auto"
              value={publishAt}
              onChange={(event) => onPublishAt(event.target.value)}
              aria-invalid={publishAtError ? true : undefined}
              aria-describedby={publishAtError ? "content-publishAt-error" : undefined}
            />
            <Button type="button" variant="outline" disabled={busy} onClick={() => onIntent("schedule")}>
              <CalendarClock aria-hidden />
              {CONTENT_TEXT.schedule}
            </Button>
          </div>
          <FieldError id="content-publishAt-error" message={publishAtError} />
        </div>
        <div className="flex flex-wrap gap-2" {...{ [TOASTER_AVOID]: "" }}>
          <Button type="submit" variant="outline" disabled={busy}>
            <Save aria-hidden />
            {CONTENT_TEXT.saveDraft}
          </Button>
          <Button type="button" disabled={busy} onClick={() => onIntent("publish")}>
            <Send aria-hidden />
            {CONTENT_TEXT.publish}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {scheduled ? (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => onIntent("unschedule")}>
            <CalendarX aria-hidden />
            {CONTENT_TEXT.unschedule}
          </Button>
        ) : null}
        {hasDraft ? (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming("discard")}>
            <Trash2 aria-hidden />
            {CONTENT_TEXT.discard}
          </Button>
        ) : null}
        {reviewable ? (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => onIntent("reviewed")}>
            <CheckCheck aria-hidden />
            {CONTENT_TEXT.reviewed}
          </Button>
        ) : null}
        {resettable ? (
          <Button type="button" variant="destructive-ghost" size="sm" disabled={busy} onClick={() => setConfirming("reset")}>
            <RotateCcw aria-hidden />
            {CONTENT_TEXT.reset}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming === "discard"}
        onOpenChange={(open) => setConfirming(open ? "discard" : null)}
        title={CONTENT_TEXT.discard}
        question={CONTENT_TEXT.discardQuestion}
        confirm={CONTENT_TEXT.discard}
        busy={busy}
        onConfirm={() => confirm("discard")}
      />
      <ConfirmDialog
        open={confirming === "reset"}
        onOpenChange={(open) => setConfirming(open ? "reset" : null)}
        title={CONTENT_TEXT.reset}
        question={CONTENT_TEXT.resetQuestion}
        confirm={CONTENT_TEXT.reset}
        busy={busy}
        onConfirm={() => confirm("reset")}
      />
    </div>
  );
}
