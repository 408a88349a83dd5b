import { KeyRound, LogOut, Pencil, ShieldOff, Snowflake, Sun, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { EMAIL_MAX } from "~/lib/users/account-limits";
import { USERNAME_MAX } from "~/lib/users/username-rule";
import { cn } from "~/lib/ui/cn";
import { formatDateTime } from "~/lib/core/date-time";
import { USER_COLUMNS, USER_TOASTS, type UserActionResult } from "./user-admin-text";
import { TWO_FACTOR_ADMIN_TEXT } from "~/lib/two-factor/two-factor-admin-text";
import { userStatus } from "~/lib/users/user-status";
import { USER_TYPES, type UserType } from "~/lib/users/user-types";
import { FieldError } from "~/components/ui/field-error";
import { DataCell, DataRow } from "~/components/admin/data-table";
import { selectClass } from "~/components/admin/form-field";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { lazyDialog } from "~/components/admin/lazy-dialog";

// Loaded when first opened (issue 43).
const DeleteUserDialog = lazyDialog(() => import("./delete-user-dialog").then((module) => module.DeleteUserDialog));
const ResetPasswordDialog = lazyDialog(() => import("./reset-password-dialog").then((module) => module.ResetPasswordDialog));

export type UserRowData = {
  id: string;
  username: string;
  email: string | null;
  userType: UserType;
  active: boolean;
  frozen: boolean;
  createdAt: string;
  lastLogin: string | null;
  twoFactor: boolean;
};

const STATUS_TONE = { Frozen: "warning", Active: "accent", Inactive: "neutral" } as const;

export function UserRow({ user, isSelf }: { user: UserRowData; isSelf: boolean }) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<"reset" | "delete" | null>(null);
  const fetcher = useFetcher<UserActionResult>();
  useActionToast(fetcher, () => setEditing(false));
  const status = userStatus(user);
  const formId = `edit-${user.id}`;
  const result = fetcher.data?.intent === "update" && !fetcher.data.ok ? fetcher.data : null;
  const errors = result?.fieldErrors ?? {};
  const typed = result?.values;
  const busy = fetcher.state !== "idle";

  return (
    <DataRow alignTop>
      {editing ? (
        <>
          <DataCell label={USER_COLUMNS.username} className="py-2">
            <Input
              form={formId}
              name="username"
              aria-label={`Username of ${user.username}`}
              defaultValue={typed?.username ?? user.username}
              maxLength={USERNAME_MAX}
              className="min-w-32"
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? `${formId}-username` : undefined}
            />
            <FieldError id={`${formId}-username`} message={errors.username} />
          </DataCell>
          <DataCell label={USER_COLUMNS.email} className="py-2">
            <Input
              form={formId}
              name="email"
              type="email"
              aria-label={`Email of ${user.username}`}
              defaultValue={typed?.email ?? user.email ?? ""}
              maxLength={EMAIL_MAX}
              className="min-w-44"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${formId}-email` : undefined}
            />
            <FieldError id={`${formId}-email`} message={errors.email} />
          </DataCell>
          <DataCell label={USER_COLUMNS.type} className="py-2">
            <select
              form={formId}
              name="userType"
              aria-label={`Type of ${user.username}`}
              defaultValue={typed?.userType ?? user.userType}
              className={cn(selectClass, "min-w-32")}
              disabled={isSelf}
              aria-describedby={isSelf ? `${formId}-own` : errors.userType ? `${formId}-type` : undefined}
            >
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
            {isSelf ? <input type="hidden" form={formId} name="userType" value={user.userType} /> : null}
            <FieldError id={`${formId}-type`} message={errors.userType} />
          </DataCell>
          <DataCell label={USER_COLUMNS.status} className="py-2">
            <select
              form={formId}
              name="active"
              aria-label={`Status of ${user.username}`}
              defaultValue={typed?.active ?? String(user.active)}
              className={cn(selectClass, "min-w-28")}
              disabled={isSelf}
              aria-describedby={isSelf ? `${formId}-own` : undefined}
            >
              <option value="true">Active</option>
              <option value="false">Inactive</option>
            </select>
            {isSelf ? <input type="hidden" form={formId} name="active" value="true" /> : null}
            <FieldError id={`${formId}-active`} message={errors.active} />
            {isSelf ? (
              <p id={`${formId}-own`} className="mt-1 max-w-48 text-xs text-slate-600">
                {USER_TOASTS.ownTypeAndStatus}
              </p>
            ) : null}
          </DataCell>
        </>
      ) : (
        <>
          <DataCell label={USER_COLUMNS.username} className="font-medium text-slate-900">
            {user.username}
            {isSelf ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
          </DataCell>
          <DataCell label={USER_COLUMNS.email} className="text-slate-700">
            {user.email ?? <span className="text-slate-500">-</span>}
          </DataCell>
          <DataCell label={USER_COLUMNS.type} className="capitalize text-slate-700">
            {user.userType}
          </DataCell>
          <DataCell label={USER_COLUMNS.status}>
            <Badge tone={STATUS_TONE[status]}>{status}</Badge>
          </DataCell>
        </>
      )}
      <DataCell label={USER_COLUMNS.created} className="whitespace-nowrap text-slate-700">
        <LocalDateTime iso={user.createdAt} format={formatDateTime} />
      </DataCell>
      <DataCell label={USER_COLUMNS.lastLogin} className="whitespace-nowrap text-slate-700">
        <LocalDateTime iso={user.lastLogin} format={formatDateTime} />
      </DataCell>
      <DataCell label={USER_COLUMNS.twoFactor}>
        <Badge tone={user.twoFactor ? "accent" : "neutral"}>{user.twoFactor ? "On" : "Off"}</Badge>
      </DataCell>
      <DataCell label={USER_COLUMNS.actions} className="py-2">
        {editing ? (
          <fetcher.Form id={formId} method="post" className="flex gap-2" noValidate>
            <Honeypot />
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="userId" value={user.id} />
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? "Saving..." : "Save"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </fetcher.Form>
        ) : (
          <div className="flex flex-wrap gap-1">
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${user.username}`} title="Edit">
              <Pencil aria-hidden />
            </Button>
            {isSelf ? null : (
              <fetcher.Form method="post">
                <Honeypot />
                <input type="hidden" name="userId" value={user.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={user.frozen ? "unfreeze" : "freeze"}
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`${user.frozen ? "Unfreeze" : "Freeze"} ${user.username}`}
                  title={user.frozen ? "Unfreeze" : "Freeze"}
                >
                  {user.frozen ? <Sun aria-hidden /> : <Snowflake aria-hidden />}
                </Button>
              </fetcher.Form>
            )}
            <Button size="sm" variant="ghost" onClick={() => setDialog("reset")} aria-label={`Reset password of ${user.username}`} title="Reset Password">
              <KeyRound aria-hidden />
            </Button>
            {user.twoFactor && !isSelf ? (
              <fetcher.Form method="post">
                <input type="hidden" name="userId" value={user.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="reset-two-factor"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={TWO_FACTOR_ADMIN_TEXT.resetTwoFactor(user.username)}
                  title="Reset two-factor"
                >
                  <ShieldOff aria-hidden />
                </Button>
              </fetcher.Form>
            ) : null}
            {isSelf ? null : (
              <fetcher.Form method="post">
                <input type="hidden" name="userId" value={user.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="end-sessions"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={TWO_FACTOR_ADMIN_TEXT.endSessionsOf(user.username)}
                  title="End sessions"
                >
                  <LogOut aria-hidden />
                </Button>
              </fetcher.Form>
            )}
            {isSelf ? null : (
              <Button size="sm" variant="destructive-ghost" onClick={() => setDialog("delete")} aria-label={`Delete ${user.username}`} title="Delete">
                <Trash2 aria-hidden />
              </Button>
            )}
          </div>
        )}
        <ResetPasswordDialog userId={user.id} username={user.username} open={dialog === "reset"} onOpenChange={(open) => setDialog(open ? "reset" : null)} />
        {isSelf ? null : (
          <DeleteUserDialog
            userId={user.id}
            username={user.username}
            frozen={user.frozen}
            open={dialog === "delete"}
            onOpenChange={(open) => setDialog(open ? "delete" : null)}
          />
        )}
      </DataCell>
    </DataRow>
  );
}
