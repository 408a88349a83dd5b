import { History, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";

type Texts = { title: string; text: string; newer: string | null; restore: string; discard: string };

/** "Restore unsaved changes?": what an editor's autosave kept, offered back when it opens; each editor gives its words. */
export function RestoreOfferCard({ id, texts, onRestore, onDiscard }: { id: string; texts: Texts; onRestore: () => void; onDiscard: () => void }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id={id} className="font-semibold">
        {texts.title}
      </h3>
      <p className="mt-1">{texts.text}</p>
      {texts.newer ? <p className="mt-1">{texts.newer}</p> : null}
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
