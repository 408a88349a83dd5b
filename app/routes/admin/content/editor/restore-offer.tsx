import { History, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useLocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/dates";
import { AUTOSAVE_STATUS_TEXT } from "../content-admin-text";

/** "Restore unsaved changes?": what an autosave kept from an earlier visit, offered back when the document opens. */
export function RestoreOffer({ savedAt, newer, onRestore, onDiscard }: { savedAt: string; newer: boolean; onRestore: () => void; onDiscard: () => void }) {
  const when = useLocalDateTime(savedAt, formatDateTime) ?? savedAt;
  return (
    <section aria-labelledby="content-restore-offer-title" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id="content-restore-offer-title" className="font-semibold">
        {AUTOSAVE_STATUS_TEXT.offerTitle}
      </h3>
      <p className="mt-1">{AUTOSAVE_STATUS_TEXT.offerText(when)}</p>
      {newer ? <p className="mt-1">{AUTOSAVE_STATUS_TEXT.offerNewer}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          <History aria-hidden />
          {AUTOSAVE_STATUS_TEXT.restore}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          <Trash2 aria-hidden />
          {AUTOSAVE_STATUS_TEXT.discard}
        </Button>
      </div>
    </section>
  );
}
