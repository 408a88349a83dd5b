import { ShieldAlert, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useIdentity } from "~/lib/identity/root-data";
import type { AccountActionResult } from "./account-actions";
import { TWO_FACTOR_ACCOUNT_TEXT } from "~/lib/two-factor/two-factor-account-text";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { accountFetcherKey, PasswordForm } from "./password-form";
import { Honeypot } from "~/components/forms/honeypot";

export type TwoFactorView = {
  state: "off" | "enrolling" | "on";
  codesLeft: number | null;
  setup: { secret: string; qr: { size: number; path: string } } | null;
};

// The setup (shown after "Set up two-factor") and the new recovery codes (shown once, after
// confirming or regenerating) load when shown, not with the page (issue 43). A setup the server
// renders is in its HTML (the admin's render waits for all); hydration keeps it until the code is there.
const Setup = lazy(() => import("./two-factor-setup").then((module) => ({ default: module.TwoFactorSetup })));
const RecoveryCodes = lazy(() => import("./recovery-codes").then((module) => ({ default: module.RecoveryCodes })));

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
        {codes ? (
          <Suspense fallback={null}>
            <RecoveryCodes codes={codes} siteName={identity.siteName} onDone={() => setCodes(null)} />
          </Suspense>
        ) : null}
        {view.state === "off" ? (
          <start.Form method="post">
            <Honeypot />
            <Button type="submit" name="intent" value="start" disabled={start.state !== "idle"}>
              <ShieldCheck aria-hidden />
              {TWO_FACTOR_ACCOUNT_TEXT.setUp}
            </Button>
          </start.Form>
        ) : null}
        {view.state === "enrolling" && view.setup ? (
          <Suspense fallback={null}>
            <Setup setup={view.setup} />
          </Suspense>
        ) : null}
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
