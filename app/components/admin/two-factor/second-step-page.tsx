import { CircleAlert, KeyRound, Loader2, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { LOGIN_TEXT } from "~/lib/auth/login-text";
import { useIdentity } from "~/lib/identity/root-data";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { useLocalDateTime } from "../local-date-time";
import { Honeypot } from "~/components/forms/honeypot";

/** What the code step answers: a toast, and `over` when the sign-in must start again. */
export type SecondStepAnswer = { title: string; description: string; over: boolean; blockedUntil?: string };

const formatLocal = (date: Date) => date.toLocaleString();

/** The second step of a sign-in: the authenticator code, or a recovery code. */
export function SecondStepPage({ result }: { result: SecondStepAnswer | null }) {
  const identity = useIdentity();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state !== "idle" && navigation.formAction !== undefined;
  const [code, setCode] = useState("");
  const lockedUntil = useLocalDateTime(result?.blockedUntil, formatLocal);
  const description = result?.blockedUntil && lockedUntil ? LOGIN_TEXT.lockedDescription(lockedUntil) : result?.description;
  const shown = useRef<unknown>(null);

  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    const text = result.blockedUntil ? LOGIN_TEXT.lockedDescription(new Date(result.blockedUntil).toLocaleString()) : result.description;
    toast({ title: result.title, description: text, variant: "destructive" });
  }, [result]);

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
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-white">
          <ShieldCheck aria-hidden className="size-7 text-emerald-300" />
          <span className="text-lg font-semibold tracking-tight">{identity.siteName}</span>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-2xl sm:p-8">
          <div className="mb-6 text-center">
            <div className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50">
              <KeyRound aria-hidden className="size-6 text-brand-700" />
            </div>
            <h1 className="text-2xl font-bold text-slate-900">{TWO_FACTOR_TEXT.stepTitle}</h1>
            <p className="mt-1 text-sm text-slate-600">{TWO_FACTOR_TEXT.stepIntro}</p>
          </div>
          {result ? (
            <div role="alert" className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>
                <strong className="font-semibold">{result.title}</strong> - {description}
              </p>
            </div>
          ) : null}
          {result?.over ? (
            <Button asChild size="lg" className="w-full">
              <Link to={ADMIN_PATHS.login}>{TWO_FACTOR_TEXT.startOver}</Link>
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
        </div>
        <p className="mt-6 text-center text-sm text-brand-100">
          <Link to={ADMIN_PATHS.login} className="underline underline-offset-4 hover:text-white">
            {TWO_FACTOR_TEXT.startOver}
          </Link>
        </p>
      </div>
    </main>
  );
}
