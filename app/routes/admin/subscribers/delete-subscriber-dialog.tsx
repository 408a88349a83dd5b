import type { FetcherWithComponents } from "react-router";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { ConfirmForm } from "~/components/admin/confirm-form";
import type { SubscriberRow } from "~/services/newsletter";
import { SUBSCRIBERS_TEXT, type SubscriberActionResult } from "./subscribers-admin-text";

type Props = {
  row: SubscriberRow;
  /** The row's fetcher: the row announces the answer and closes the dialog. */
  fetcher: FetcherWithComponents<SubscriberActionResult>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Loaded when first opened (issue 43): the list's own scripts hold no dialog. */
export function DeleteSubscriberDialog({ row, fetcher, open, onOpenChange }: Props) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Delete Subscriber" description={SUBSCRIBERS_TEXT.deleteQuestion}>
      <p className="text-sm break-words text-slate-800">{row.email}</p>
      <ConfirmForm
        fetcher={fetcher}
        fields={{ subscriberId: row.id }}
        intent="delete"
        confirmLabel="Delete Subscriber"
        onCancel={() => onOpenChange(false)}
        className="mt-5"
      />
    </AdminDialog>
  );
}
