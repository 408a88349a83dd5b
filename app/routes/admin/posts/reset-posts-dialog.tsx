import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const ResetPostsConfirmation = lazyDialog(() => import("./reset-posts-confirmation").then((module) => module.ResetPostsConfirmation));

/** Reset to Preconfigured, after a confirmation: it replaces every post. */
export function ResetPostsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden />
        Reset to Preconfigured
      </Button>
      <ResetPostsConfirmation open={open} onOpenChange={setOpen} />
    </>
  );
}
