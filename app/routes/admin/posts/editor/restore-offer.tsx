import { History, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { AUTOSAVE_TEXT, type AutosaveEntry } from "~/lib/blog/autosave";
import { clockTime } from "./autosave-status";

/** "Restore unsaved changes?": work kept by an autosave or in this browser, offered back when the form opens. */
export function RestoreOffer({
  entry,
  postVersion,
  onRestore,
  onDiscard,
}: {
  entry: AutosaveEntry;
  postVersion: number | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const savedDate = new Date(entry.savedAt);
  const when = `${savedDate.toLocaleDateString()} ${clockTime(entry.savedAt)}`;
  const postMovedOn = postVersion !== null && entry.baseVersion !== null && entry.baseVersion !== postVersion;
  return (
    <section aria-labelledby="restore-offer-title" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id="restore-offer-title" className="font-semibold">
        {AUTOSAVE_TEXT.offerTitle}
      </h3>
      <p className="mt-1">{AUTOSAVE_TEXT.offerText(when)}</p>
      {postMovedOn ? <p className="mt-1">{AUTOSAVE_TEXT.offerNewerPost}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          <History aria-hidden />
          {AUTOSAVE_TEXT.restore}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          <Trash2 aria-hidden />
          {AUTOSAVE_TEXT.discard}
        </Button>
      </div>
    </section>
  );
}
