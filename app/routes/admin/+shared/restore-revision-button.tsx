import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { useFetcher } from "react-router";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { type ActionAnswer, useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";

export type RestoreInto = "draft" | "live";

type Props<T extends ActionAnswer> = {
  fetcher: ReturnType<typeof useFetcher<T>>;
  version: number;
  /** The dialog's question, in the editor's own words. */
  question: string;
  restore(into: RestoreInto): void;
};

/**
 * History's Restore as both editors ask it (decisions 088, 091): the revision as the draft (nothing
 * goes live) or published at once (under the review rule).
 */
export function RestoreRevisionButton<T extends ActionAnswer>({ fetcher, version, question, restore }: Props<T>) {
  const [open, setOpen] = useState(false);
  useActionToast(fetcher, () => setOpen(false));
  const busy = fetcher.state !== "idle";
  return (
    <>
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden />
        Restore<span className="sr-only"> version {version}</span>
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} title={`Restore version ${version}`} description={question}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={busy} onClick={() => restore("live")}>
            Restore and publish
          </Button>
          <Button type="button" disabled={busy} onClick={() => restore("draft")}>
            Restore as a draft
          </Button>
        </div>
      </AdminDialog>
    </>
  );
}
