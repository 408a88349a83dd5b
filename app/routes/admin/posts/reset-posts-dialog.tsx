import { ConfirmForm } from "~/components/admin/confirm-form";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useFetcher, href } from "react-router";
import { Button } from "~/components/ui/button";
import { POST_ADMIN_TEXT, POST_LIST_FETCHER_KEY, type PostActionResult } from "./post-admin-text";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useActionToast } from "~/components/admin/use-action-toast";

/** Reset to Preconfigured, after a confirmation: it replaces every post. */
export function ResetPostsDialog() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<PostActionResult>({ key: POST_LIST_FETCHER_KEY });
  useActionToast(fetcher, () => setOpen(false), false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden />
        Reset to Preconfigured
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} title="Reset to Preconfigured" description={POST_ADMIN_TEXT.resetConfirm}>
        <ConfirmForm
          fetcher={fetcher}
          action={href("/svcs/admin-dashboard/posts")}
          fields={{}}
          intent="reset"
          confirmLabel="Reset Posts"
          onCancel={() => setOpen(false)}
        />
      </AdminDialog>
    </>
  );
}
