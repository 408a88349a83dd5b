import { ConfirmForm } from "~/components/admin/confirm-form";
import { useFetcher, href } from "react-router";
import { POST_ADMIN_TEXT, POST_LIST_FETCHER_KEY, type PostActionResult } from "./post-admin-text";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useActionToast } from "~/components/admin/use-action-toast";

/** Reset to Preconfigured's confirmation (it replaces every post): loaded when first opened (reset-posts-dialog.tsx). */
export function ResetPostsConfirmation({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fetcher = useFetcher<PostActionResult>({ key: POST_LIST_FETCHER_KEY });
  useActionToast(fetcher, () => onOpenChange(false), false);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Reset to Preconfigured" description={POST_ADMIN_TEXT.resetConfirm}>
      <ConfirmForm
        fetcher={fetcher}
        action={href("/svcs/admin-dashboard/posts")}
        fields={{}}
        intent="reset"
        confirmLabel="Reset Posts"
        onCancel={() => onOpenChange(false)}
      />
    </AdminDialog>
  );
}
