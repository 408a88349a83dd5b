import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { useIdentity } from "~/lib/identity/root-data";
import type { AccountActionResult } from "./account-actions";
import { TOTP } from "~/lib/two-factor/two-factor-rules";
import { TWO_FACTOR_ACCOUNT_TEXT } from "~/lib/two-factor/two-factor-account-text";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { accountFetcherKey, PasswordForm } from "./password-form";
import { RecoveryCodes } from "./recovery-codes";
import { Honeypot } from "~/components/forms/honeypot";

export type TwoFactorView = {
  state: "off" | "enrolling" | "on";
  codesLeft: number | null;
  setup: { secret: string; qr: { size: number; path: string } } | null;
};

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

function Setup({ setup }: { setup: NonNullable<TwoFactorView["setup"]> }) {
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

/** Two-factor on the account page: status, setup with a QR code, recovery codes, turning it off. */
export function TwoFactorCard({ view, required }: { view: TwoFactorView; required: boolean }) {
  const identity = useIdentity();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useFetcher<AccountActionResult>();
  useActionToast(start);
  const showCodes = (result: AccountActionResult) => setCodes(result.codes ?? null);
  useActionToast(useFetcher<AccountActionResult>({ key: accountFetcherKey("confirm") }), showCodes);
  useActionToast(useFetcher<AccountActionResult>({ key: accountFetcherKey("regenerate") }), showCodes);
  useActionToast(useFetcher<AccountActionResult>({ key: accountFetcherKey("disable") }));
  useActionToast(useFetcher<AccountActionResult>({ key: accountFetcherKey("cancel") }));
  const on = view.state === "on";
  return (
    <Card>
      <PanelHeader
        title="Two-factor sign-in"
        description={on ? TWO_FACTOR_ACCOUNT_TEXT.statusOn : TWO_FACTOR_ACCOUNT_TEXT.statusOff}
        action={on ? <Badge tone="accent">On</Badge> : <Badge tone="warning">Off</Badge>}
      />
      <div className="space-y-6 p-4 sm:p-5">
        {required && !on ? (
          <p role="status" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {TWO_FACTOR_ACCOUNT_TEXT.requiredNotice}
          </p>
        ) : null}
        {codes ? <RecoveryCodes codes={codes} siteName={identity.siteName} onDone={() => setCodes(null)} /> : null}
        {view.state === "off" ? (
          <start.Form method="post">
            <Honeypot />
            <Button type="submit" name="intent" value="start" disabled={start.state !== "idle"}>
              <ShieldCheck aria-hidden />
              {TWO_FACTOR_ACCOUNT_TEXT.setUp}
            </Button>
          </start.Form>
        ) : null}
        {view.state === "enrolling" && view.setup ? <Setup setup={view.setup} /> : null}
        {view.state === "enrolling" && !view.setup ? <p className="text-sm text-red-800">{TWO_FACTOR_ACCOUNT_TEXT.unreadableSecret}</p> : null}
        {on ? (
          <>
            <p className="text-sm font-medium text-slate-900">{TWO_FACTOR_ACCOUNT_TEXT.codesLeft(view.codesLeft ?? 0)}</p>
            <div className="grid gap-6 md:grid-cols-2">
              <section aria-labelledby="regenerate-title" className="space-y-2">
                <h3 id="regenerate-title" className="font-semibold text-slate-900">
                  {TWO_FACTOR_ACCOUNT_TEXT.regenerate}
                </h3>
                <PasswordForm intent="regenerate" submitLabel={TWO_FACTOR_ACCOUNT_TEXT.regenerate} intro={TWO_FACTOR_ACCOUNT_TEXT.regenerateIntro} />
              </section>
              {required ? null : (
                <section aria-labelledby="disable-title" className="space-y-2">
                  <h3 id="disable-title" className="font-semibold text-slate-900">
                    {TWO_FACTOR_ACCOUNT_TEXT.disable}
                  </h3>
                  <PasswordForm
                    intent="disable"
                    submitLabel={TWO_FACTOR_ACCOUNT_TEXT.disable}
                    intro={TWO_FACTOR_ACCOUNT_TEXT.disableIntro}
                    variant="destructive"
                  />
                </section>
              )}
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
