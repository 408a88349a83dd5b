import { RestoreOfferCard } from "~/components/admin/restore-offer-card";
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
  const when = `${new Date(entry.savedAt).toLocaleDateString()} ${clockTime(entry.savedAt)}`;
  const postMovedOn = postVersion !== null && entry.baseVersion !== null && entry.baseVersion !== postVersion;
  const texts = {
    title: AUTOSAVE_TEXT.offerTitle,
    text: AUTOSAVE_TEXT.offerText(when),
    newer: postMovedOn ? AUTOSAVE_TEXT.offerNewerPost : null,
    restore: AUTOSAVE_TEXT.restore,
    discard: AUTOSAVE_TEXT.discard,
  };
  return <RestoreOfferCard id="restore-offer-title" texts={texts} onRestore={onRestore} onDiscard={onDiscard} />;
}
