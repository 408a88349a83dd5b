import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const NewUserDialog = lazyDialog(() => import("./new-user-dialog").then((module) => module.NewUserDialog));

export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        Create New User
      </Button>
      <NewUserDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
