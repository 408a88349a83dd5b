import { CircleCheck, Loader2, LockKeyhole } from "lucide-react";
import { href } from "react-router";
import { PASSWORD_RESET_TEXT } from "~/lib/users/password-reset-text";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useIdentity } from "~/lib/identity/root-data";
import { FORM_TOKEN_FIELD } from "~/lib/security/form-token";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { USERNAME_MAX } from "~/lib/users/username-rule";
import { LOGIN_TEXT, type SignInActionResult } from "./login-text";
import { PasswordField } from "./password-field";
import { SignInFrame, type SignInNotice, TextWithTime } from "./sign-in-frame";

type Props = { notice: SignInNotice; formToken: string; result: SignInActionResult | null; resetByMail?: boolean };

const USERNAME_ERROR_ID = "username-error";

/** After a restore: what the site now holds and why everyone signs in again, in the page (a success, not an alarm). */
function RestoredNotice({ source, takenAt }: { source: string; takenAt: string }) {
  return (
    <div role="status" className="mb-5 flex gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
      <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <p>
        <strong className="font-semibold">{LOGIN_TEXT.restoredTitle}</strong> -{" "}
        <TextWithTime slotted={(time) => LOGIN_TEXT.restored(source, time)} iso={takenAt} wording="admin" />
      </p>
    </div>
  );
}

/**
 * The password step, a plain form that works in any browser, text browsers included (decision 051).
 * The sign-in script (app/enhance/sign-in.ts) checks the username as it is typed, keeps an empty
 * field from being sent, shows the password on request and says the form is being sent.
 */
export function LoginPage({ notice, formToken, result, resetByMail = false }: Props) {
  const identity = useIdentity();
  const nameError = result?.fieldErrors?.username ?? null;
  return (
    <SignInFrame
      icon={LockKeyhole}
      title="Admin Sign In"
      intro={LOGIN_TEXT.notice(identity.siteName)}
      refusal={result}
      notice={notice}
      footer={
        <a href="/" className="underline underline-offset-4 hover:text-white">
          Back to {identity.siteName}
        </a>
      }
    >
      {notice !== null && typeof notice === "object" ? <RestoredNotice {...notice.restored} /> : null}
      <form
        method="post"
        noValidate
        className="relative space-y-5"
        {...{ [ENHANCE.signInForm]: JSON.stringify(LOGIN_TEXT.missing), [ENHANCE.signInInvalid]: JSON.stringify(LOGIN_TEXT.invalidInput) }}
      >
        <Honeypot />
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        <div>
          <Label htmlFor="username">Username</Label>
          <Input
            id="username"
            name="username"
            className="mt-1.5"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
            required
            defaultValue={result?.username ?? ""}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? USERNAME_ERROR_ID : undefined}
            {...{ [ENHANCE.usernameRule]: USERNAME_ERROR_ID }}
          />
          <FieldError id={USERNAME_ERROR_ID} message={nameError} />
        </div>
        <div>
          <Label htmlFor="password">Password</Label>
          <div className="mt-1.5">
            <PasswordField id="password" name="password" autoComplete="current-password" required />
          </div>
        </div>
        <Button type="submit" size="lg" className="group/submit w-full" {...{ [ENHANCE.busyLabel]: "Signing in..." }}>
          <Loader2 aria-hidden className="hidden animate-spin group-data-busy/submit:block" />
          <span>Sign in</span>
        </Button>
      </form>
      {resetByMail ? (
        <p className="mt-4 text-center text-sm">
          <a href={href("/svcs/team/forgot-password")} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {PASSWORD_RESET_TEXT.forgotLink}
          </a>
        </p>
      ) : null}
    </SignInFrame>
  );
}
