import { History, Trash2 } from "lucide-react";
import { useLocalDateTime } from "~/components/admin/local-date-time";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/core/date-time";

/** An editor's words for the offer; `offerText` is given the moment the changes were kept, as the admin area writes dates. */
export type RestoreOfferTexts = { offerTitle: string; offerText: (when: string) => string; restore: string; discard: string };

/**
 * "Restore unsaved changes?": what an editor's autosave kept, offered back when it opens; `newer`
 * says the saved version moved on since. Each editor gives its words.
 */
export function RestoreOfferCard({
  id,
  texts,
  savedAt,
  newer,
  onRestore,
  onDiscard,
}: {
  id: string;
  texts: RestoreOfferTexts;
  savedAt: string;
  newer: string | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const when = useLocalDateTime(savedAt, formatDateTime) ?? savedAt;
  return (
    <section aria-labelledby={id} className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id={id} className="font-semibold">
        {texts.offerTitle}
      </h3>
      <p className="mt-1">{texts.offerText(when)}</p>
      {newer ? <p className="mt-1">{newer}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          <History aria-hidden />
          {texts.restore}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          <Trash2 aria-hidden />
          {texts.discard}
        </Button>
      </div>
    </section>
  );
}
