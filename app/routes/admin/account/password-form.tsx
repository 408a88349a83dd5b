import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { AccountActionResult, AccountIntent } from "./account-actions";
import { TWO_FACTOR_ACCOUNT_TEXT } from "~/lib/two-factor/two-factor-account-text";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { PasswordInput } from "~/components/admin/password-input";
import { Honeypot } from "~/components/forms/honeypot";

type Props = {
  intent: AccountIntent;
  submitLabel: string;
  intro?: string;
  variant?: "primary" | "destructive";
  /** Fields shown above the password, given the field messages of the last answer. */
  children?: (errors: Record<string, string>) => ReactNode;
};

export function accountFetcherKey(intent: AccountIntent): string {
  return `account-${intent}`;
}

/** A form that asks for the current password before a two-factor change (and any other fields it holds). */
export function PasswordForm({ intent, submitLabel, intro, variant = "primary", children }: Props) {
  // Keyed: the answer outlives this form (turning two-factor on replaces the setup form), and the
  // card, always mounted, shows its toast and the new recovery codes (useAccountFetcher).
  const fetcher = useFetcher<AccountActionResult>({ key: accountFetcherKey(intent) });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const id = `${intent}-password`;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-3" noValidate>
      <Honeypot />
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <input type="hidden" name="intent" value={intent} />
      {children ? children(errors) : null}
      <FormField id={id} label={TWO_FACTOR_ACCOUNT_TEXT.passwordLabel} error={errors.password}>
        <PasswordInput {...fieldProps(id, errors.password)} name="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}
