import { ConfirmForm } from "~/components/admin/confirm-form";
import { Snowflake } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { DELETE_DIALOG_TEXT, type UserActionResult } from "./user-admin-text";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useActionToast } from "~/components/admin/use-action-toast";
import { DELETE_FETCHER_KEY } from "./fetcher-keys";

type Props = { userId: string; username: string; frozen: boolean; open: boolean; onOpenChange: (open: boolean) => void };

/** Confirms a deletion, which cannot be undone, and suggests freezing the account instead. */
export function DeleteUserDialog({ userId, username, frozen, open, onOpenChange }: Props) {
  const fetcher = useFetcher<UserActionResult>({ key: DELETE_FETCHER_KEY });
  useActionToast(fetcher, () => onOpenChange(false), false);
  const busy = fetcher.state !== "idle";
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={DELETE_DIALOG_TEXT.title} description={DELETE_DIALOG_TEXT.body(username)}>
      <div className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Snowflake aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{DELETE_DIALOG_TEXT.suggestion}</p>
      </div>
      <ConfirmForm
        fetcher={fetcher}
        fields={{ userId }}
        intent="delete"
        confirmLabel="Delete User"
        onCancel={() => onOpenChange(false)}
        className="mt-5"
        alternatives={
          frozen ? null : (
            <Button type="submit" name="intent" value="freeze" variant="outline" disabled={busy}>
              Freeze instead
            </Button>
          )
        }
      />
    </AdminDialog>
  );
}
