import { KeyRound } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { PanelHeader } from "~/components/admin/panel-header";
import { PasswordInput } from "~/components/admin/password-input";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PASSWORD_MAX } from "~/lib/users/account-limits";
import type { AccountActionResult } from "./account-actions";
import { ACCOUNT_TEXT } from "./account-text";

/** The signed-in account's own password: the current one, then the new one twice. */
export function PasswordCard() {
  const fetcher = useFetcher<AccountActionResult>();
  const form = useRef<HTMLFormElement>(null);
  // After a change the fields empty; after a refusal what was typed stays, with the message beside its field.
  useActionToast(fetcher, () => form.current?.reset());
  const errors = fetcher.data && !fetcher.data.ok && fetcher.data.intent === "change-password" ? (fetcher.data.fieldErrors ?? {}) : {};
  const field = (id: string, name: keyof typeof ACCOUNT_TEXT.passwordFields, autoComplete: string) => (
    <FormField id={id} label={ACCOUNT_TEXT.passwordFields[name]} error={errors[name]}>
      <PasswordInput {...fieldProps(id, errors[name])} name={name} autoComplete={autoComplete} maxLength={PASSWORD_MAX} required />
    </FormField>
  );
  return (
    <Card>
      <PanelHeader title={ACCOUNT_TEXT.passwordTitle} description={ACCOUNT_TEXT.passwordDescription} action={null} />
      <fetcher.Form ref={form} method="post" className="grid max-w-md gap-4 p-4 sm:p-5" noValidate>
        <Honeypot />
        <input type="hidden" name="intent" value="change-password" />
        {field("current-password", "currentPassword", "current-password")}
        {field("new-password", "password", "new-password")}
        {field("confirm-new-password", "confirmPassword", "new-password")}
        <div>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            <KeyRound aria-hidden />
            {fetcher.state !== "idle" ? ACCOUNT_TEXT.changing : ACCOUNT_TEXT.change}
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}
