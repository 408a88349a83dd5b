import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { EMAIL_MAX, PASSWORD_MAX } from "~/lib/users/account-limits";
import { USERNAME_MAX } from "~/lib/users/username-rule";
import type { UserActionResult } from "./user-admin-text";
import { USER_TYPES } from "~/lib/users/user-types";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { fieldProps, FormField, selectClass } from "~/components/admin/form-field";
import { PasswordInput } from "~/components/admin/password-input";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "", userType: "user" };

/** The Create New User form, in its dialog: loaded when first opened (create-user-dialog.tsx). */
export function NewUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState(EMPTY);
  const fetcher = useFetcher<UserActionResult>();
  useActionToast(fetcher, () => {
    onOpenChange(false);
    setValues(EMPTY);
  });
  const errors = fetcher.data?.intent === "create" && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const ready = values.username.trim() !== "" && values.password !== "" && values.confirmPassword !== "";
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Create New User" description="The new user signs in with this username and password.">
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <Honeypot />
        <input type="hidden" name="intent" value="create" />
        <FormField id="new-username" label="Username" error={errors.username}>
          <Input
            {...fieldProps("new-username", errors.username)}
            name="username"
            autoComplete="off"
            maxLength={USERNAME_MAX}
            value={values.username}
            onChange={set("username")}
          />
        </FormField>
        <FormField id="new-email" label="Email (optional)" error={errors.email}>
          <Input
            {...fieldProps("new-email", errors.email)}
            name="email"
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX}
            value={values.email}
            onChange={set("email")}
          />
        </FormField>
        <FormField id="new-password" label="Password" error={errors.password}>
          <PasswordInput
            {...fieldProps("new-password", errors.password)}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values.password}
            onChange={set("password")}
          />
        </FormField>
        <FormField id="new-confirm" label="Confirm password" error={errors.confirmPassword}>
          <PasswordInput
            {...fieldProps("new-confirm", errors.confirmPassword)}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values.confirmPassword}
            onChange={set("confirmPassword")}
          />
        </FormField>
        <FormField id="new-type" label="User type" error={errors.userType}>
          <select {...fieldProps("new-type", errors.userType)} name="userType" className={selectClass} value={values.userType} onChange={set("userType")}>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || busy}>
            {busy ? "Creating..." : "Create User"}
          </Button>
        </div>
      </fetcher.Form>
    </AdminDialog>
  );
}
