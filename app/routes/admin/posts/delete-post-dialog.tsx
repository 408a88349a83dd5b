import { ConfirmForm } from "~/components/admin/confirm-form";
import { useFetcher, href } from "react-router";
import { POST_ADMIN_TEXT, POST_LIST_FETCHER_KEY, type PostActionResult } from "./post-admin-text";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useActionToast } from "~/components/admin/use-action-toast";

type Props = { postId: string; title: string; version: number; keptDays: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks before a post goes to the trash (restorable from there for `keptDays`). */
export function DeletePostDialog({ postId, title, version, keptDays, open, onOpenChange }: Props) {
  const fetcher = useFetcher<PostActionResult>({ key: POST_LIST_FETCHER_KEY });
  // Closed on any answer: a refusal's toast (the post went meanwhile) is then read out, not hidden behind the dialog.
  useActionToast(
    fetcher,
    () => onOpenChange(false),
    false,
    () => onOpenChange(false),
  );
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Delete Blog Post" description={POST_ADMIN_TEXT.deleteConfirm(title, keptDays)}>
      <ConfirmForm
        fetcher={fetcher}
        action={href("/svcs/admin-dashboard/posts")}
        fields={{ postId, version }}
        intent="delete"
        confirmLabel="Delete"
        onCancel={() => onOpenChange(false)}
      />
    </AdminDialog>
  );
}
