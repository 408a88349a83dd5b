import { CircleAlert, Loader2, LockKeyhole, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { USERNAME_MAX, usernameError } from "~/lib/users/account-rules";
import { useIdentity } from "~/lib/identity/root-data";
import { LOGIN_TEXT, type LoginActionResult } from "~/lib/auth/login-text";
import { useLocalDateTime } from "./local-date-time";
import { PasswordInput } from "./password-input";

type Props = { notice: "logged-out" | "session-ended" | null; result: LoginActionResult | null };

const formatLocal = (date: Date) => date.toLocaleString();

export function LoginPage({ notice, result }: Props) {
  const identity = useIdentity();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state !== "idle" && navigation.formAction !== undefined;
  const [username, setUsername] = useState(result?.username ?? "");
  const [password, setPassword] = useState("");
  const [nameError, setNameError] = useState<string | null>(result?.usernameError ?? null);
  const lockedUntil = useLocalDateTime(result?.blockedUntil, formatLocal);
  const description = result?.blockedUntil && lockedUntil ? LOGIN_TEXT.lockedDescription(lockedUntil) : result?.description;
  const shown = useRef<unknown>(null);

  useEffect(() => {
    if (notice === "logged-out") toast({ ...LOGIN_TEXT.loggedOut, variant: "success" });
    if (notice === "session-ended") toast({ ...LOGIN_TEXT.sessionEnded, variant: "destructive" });
  }, [notice]);

  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    const until = result.blockedUntil ? LOGIN_TEXT.lockedDescription(new Date(result.blockedUntil).toLocaleString()) : result.description;
    toast({ title: result.title, description: until, variant: "destructive" });
  }, [result]);

  function onUsernameChange(value: string) {
    setUsername(value);
    // Every rule speaks while typing; an emptied field is left for the submit's 'missing' toast.
    setNameError(value ? usernameError(value) : null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    setPassword("");
    if (!username.trim() || !password) {
      toast({ ...LOGIN_TEXT.missing, variant: "destructive" });
      return;
    }
    const error = usernameError(username);
    if (error) {
      setNameError(error);
      toast({ ...LOGIN_TEXT.invalidInput, variant: "destructive" });
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
              <LockKeyhole aria-hidden className="size-6 text-brand-700" />
            </div>
            <h1 className="text-2xl font-bold text-slate-900">Admin Sign In</h1>
            <p className="mt-1 text-sm text-slate-600">{LOGIN_TEXT.notice(identity.siteName)}</p>
          </div>
          {result ? (
            <div role="alert" className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>
                <strong className="font-semibold">{result.title}</strong> - {description}
              </p>
            </div>
          ) : null}
          <Form method="post" onSubmit={onSubmit} noValidate className="relative space-y-5">
            <Honeypot />
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
                value={username}
                onChange={(event) => onUsernameChange(event.target.value)}
                onBlur={() => setNameError(username ? usernameError(username) : null)}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? "username-error" : undefined}
              />
              <FieldError id="username-error" message={nameError} />
            </div>
            <div>
              <Label htmlFor="password">Password</Label>
              <div className="mt-1.5">
                <PasswordInput
                  id="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={loading || Boolean(nameError)}>
              {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {loading ? "Signing in..." : "Sign in"}
            </Button>
          </Form>
        </div>
        <p className="mt-6 text-center text-sm text-brand-100">
          <a href="/" className="underline underline-offset-4 hover:text-white">
            Back to {identity.siteName}
          </a>
        </p>
      </div>
    </main>
  );
}
