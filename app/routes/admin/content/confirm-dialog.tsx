import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";

/** A question before an action that replaces what the public pages show (reset, discard, restore). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  confirm,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={question}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </AdminDialog>
  );
}
