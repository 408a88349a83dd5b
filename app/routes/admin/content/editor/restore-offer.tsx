import { useLocalDateTime } from "~/components/admin/local-date-time";
import { RestoreOfferCard } from "~/components/admin/restore-offer-card";
import { formatDateTime } from "~/lib/core/dates";
import { AUTOSAVE_STATUS_TEXT } from "../content-admin-text";

/** "Restore unsaved changes?": what an autosave kept from an earlier visit, offered back when the document opens. */
export function RestoreOffer({ savedAt, newer, onRestore, onDiscard }: { savedAt: string; newer: boolean; onRestore: () => void; onDiscard: () => void }) {
  const when = useLocalDateTime(savedAt, formatDateTime) ?? savedAt;
  const texts = {
    title: AUTOSAVE_STATUS_TEXT.offerTitle,
    text: AUTOSAVE_STATUS_TEXT.offerText(when),
    newer: newer ? AUTOSAVE_STATUS_TEXT.offerNewer : null,
    restore: AUTOSAVE_STATUS_TEXT.restore,
    discard: AUTOSAVE_STATUS_TEXT.discard,
  };
  return <RestoreOfferCard id="content-restore-offer-title" texts={texts} onRestore={onRestore} onDiscard={onDiscard} />;
}
