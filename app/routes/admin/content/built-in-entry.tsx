import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/admin/use-action-toast";
import { CONTENT_TEXT, type ContentActionResult } from "./content-admin-text";
import { contentEditPath } from "./content-paths";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const ConfirmDialog = lazyDialog(() => import("./confirm-dialog").then((module) => module.ConfirmDialog));

/**
 * The oldest state of every document, below its revisions: the built-in content, which the first
 * change was made from and no revision keeps. Its Restore is the editor's Reset to built-in (the
 * same action, confirmed the same way), so the content from before the first change can be
 * brought back from the History like any revision. `live`: no revision was ever published;
 * `restorable`: the person may, and the pages show something else.
 */
export function BuiltInEntry({ documentId, version, live, restorable }: { documentId: string; version: number; live: boolean; restorable: boolean }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ContentActionResult>();
  useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  return (
    <li className="space-y-2 rounded-md border border-dashed border-slate-300 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{CONTENT_TEXT.builtInEntry}</h3>
        {live ? <Badge tone="accent">Live now</Badge> : null}
      </div>
      <p className="text-sm text-slate-700">{CONTENT_TEXT.builtInEntryText}</p>
      {restorable ? (
        <>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setOpen(true)}>
            <RotateCcw aria-hidden />
            Restore<span className="sr-only"> the built-in content</span>
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={CONTENT_TEXT.restoreBuiltInTitle}
            question={CONTENT_TEXT.resetQuestion}
            confirm="Restore"
            busy={busy}
            onConfirm={() => fetcher.submit({ intent: "reset", version: String(version) }, { method: "post", action: contentEditPath(documentId) })}
          />
        </>
      ) : null}
    </li>
  );
}
