import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { PASSWORD_MAX } from "~/lib/users/account-limits";
import type { UserActionResult } from "./user-admin-text";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { PasswordInput } from "~/components/admin/password-input";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";

export function ResetPasswordDialog({
  userId,
  username,
  open,
  onOpenChange,
}: {
  userId: string;
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const fetcher = useFetcher<UserActionResult>();
  useActionToast(fetcher, () => {
    onOpenChange(false);
    setPassword("");
    setConfirm("");
  });
  const errors = fetcher.data?.intent === "reset-password" && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const id = `reset-${userId}`;
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Password"
      description={`Set a new password for ${username}. Their open sessions end at once.`}
    >
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <Honeypot />
        <input type="hidden" name="intent" value="reset-password" />
        <input type="hidden" name="userId" value={userId} />
        <FormField id={`${id}-password`} label="New password" error={errors.password}>
          <PasswordInput
            {...fieldProps(`${id}-password`, errors.password)}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirmPassword}>
          <PasswordInput
            {...fieldProps(`${id}-confirm`, errors.confirmPassword)}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!password || !confirm || busy}>
            {busy ? "Updating..." : "Update Password"}
          </Button>
        </div>
      </fetcher.Form>
    </AdminDialog>
  );
}
