import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { TOTP } from "~/lib/two-factor/two-factor-rules";
import { TWO_FACTOR_ACCOUNT_TEXT } from "~/lib/two-factor/two-factor-account-text";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { Honeypot } from "~/components/forms/honeypot";
import type { AccountActionResult } from "./account-actions";
import { accountFetcherKey, PasswordForm } from "./password-form";
import type { TwoFactorView } from "./two-factor-card";

function QrCode({ qr }: { qr: { size: number; path: string } }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={TWO_FACTOR_ACCOUNT_TEXT.qrLabel}
      className="size-48 shrink-0 rounded border border-slate-200 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The secret in groups of four, as authenticator apps print it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** Setting up two-factor: the QR code and secret to scan, the first code to confirm, cancel. */
export function TwoFactorSetup({ setup }: { setup: NonNullable<TwoFactorView["setup"]> }) {
  const cancel = useFetcher<AccountActionResult>({ key: accountFetcherKey("cancel") });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{TWO_FACTOR_ACCOUNT_TEXT.scanIntro}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode qr={setup.qr} />
        <dl className="min-w-0 space-y-1">
          <dt className="text-sm font-medium text-slate-900">{TWO_FACTOR_ACCOUNT_TEXT.secretLabel}</dt>
          <dd data-testid="totp-secret" className="font-mono text-base text-slate-900">
            {grouped(setup.secret)}
          </dd>
        </dl>
      </div>
      <PasswordForm intent="confirm" submitLabel={TWO_FACTOR_ACCOUNT_TEXT.confirm}>
        {(errors) => (
          <FormField id="confirm-code" label={TWO_FACTOR_ACCOUNT_TEXT.codeLabel} error={errors.code}>
            <Input
              {...fieldProps("confirm-code", errors.code)}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP.digits + 2}
              required
              className="max-w-40 font-mono tracking-widest"
            />
          </FormField>
        )}
      </PasswordForm>
      <cancel.Form method="post">
        <Honeypot />
        <Button type="submit" name="intent" value="cancel" size="sm" variant="ghost" disabled={cancel.state !== "idle"}>
          {TWO_FACTOR_ACCOUNT_TEXT.cancelSetup}
        </Button>
      </cancel.Form>
    </div>
  );
}
