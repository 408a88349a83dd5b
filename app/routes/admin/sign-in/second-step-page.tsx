import { KeyRound, Loader2 } from "lucide-react";
import { href } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FORM_TOKEN_FIELD } from "~/lib/security/form-token";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import type { SignInActionResult } from "./login-text";
import { SignInFrame } from "./sign-in-frame";

/** The second step of a sign-in: the authenticator code, or a recovery code. A plain form, like the first (decision 051). */
export function SecondStepPage({ formToken, result }: { formToken: string; result: SignInActionResult | null }) {
  const startOver = href("/svcs/team");
  return (
    <SignInFrame
      icon={KeyRound}
      title={TWO_FACTOR_TEXT.stepTitle}
      intro={TWO_FACTOR_TEXT.stepIntro}
      refusal={result}
      footer={
        <a href={startOver} className="underline underline-offset-4 hover:text-white">
          {TWO_FACTOR_TEXT.startOver}
        </a>
      }
    >
      {result?.over ? (
        <Button asChild size="lg" className="w-full">
          <a href={startOver}>{TWO_FACTOR_TEXT.startOver}</a>
        </Button>
      ) : (
        <form method="post" noValidate className="space-y-5" {...{ [ENHANCE.signInForm]: JSON.stringify(TWO_FACTOR_TEXT.missingCode) }}>
          <Honeypot />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          <div>
            <Label htmlFor="code">{TWO_FACTOR_TEXT.codeLabel}</Label>
            <Input
              id="code"
              name="code"
              className="mt-1.5 font-mono tracking-widest"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              required
              autoFocus
            />
          </div>
          <Button type="submit" size="lg" className="group/submit w-full" {...{ [ENHANCE.busyLabel]: TWO_FACTOR_TEXT.verifying }}>
            <Loader2 aria-hidden className="hidden animate-spin group-data-busy/submit:block" />
            <span>{TWO_FACTOR_TEXT.verify}</span>
          </Button>
        </form>
      )}
    </SignInFrame>
  );
}
