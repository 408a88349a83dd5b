import { KeyRound, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Form, Link, useNavigation, useSubmit, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { SignInFrame, useRefusalText } from "./sign-in-frame";
import { Honeypot } from "~/components/forms/honeypot";
import type { SignInActionResult } from "./login-text";

/** The second step of a sign-in: the authenticator code, or a recovery code. */
export function SecondStepPage({ result }: { result: SignInActionResult | null }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state !== "idle" && navigation.formAction !== undefined;
  const [code, setCode] = useState("");
  const refusalText = useRefusalText(result);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    setCode("");
    if (!String(formData.get("code") ?? "").trim()) {
      toast({ ...TWO_FACTOR_TEXT.missingCode, variant: "destructive" });
      return;
    }
    submit(formData, { method: "post" });
  }

  return (
    <SignInFrame
      icon={KeyRound}
      title={TWO_FACTOR_TEXT.stepTitle}
      intro={TWO_FACTOR_TEXT.stepIntro}
      refusal={result}
      refusalText={refusalText}
      footer={
        <Link to={href("/svcs/team")} className="underline underline-offset-4 hover:text-white">
          {TWO_FACTOR_TEXT.startOver}
        </Link>
      }
    >
      {result?.over ? (
        <Button asChild size="lg" className="w-full">
          <Link to={href("/svcs/team")}>{TWO_FACTOR_TEXT.startOver}</Link>
        </Button>
      ) : (
        <Form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
          <Honeypot />
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
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={loading}>
            {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {loading ? TWO_FACTOR_TEXT.verifying : TWO_FACTOR_TEXT.verify}
          </Button>
        </Form>
      )}
    </SignInFrame>
  );
}
