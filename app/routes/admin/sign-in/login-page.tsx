import { CircleCheck, Loader2, LockKeyhole } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Form, href, Link, useNavigation, useSubmit } from "react-router";
import { PASSWORD_RESET_TEXT } from "~/lib/users/password-reset-text";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { USERNAME_MAX, usernameError } from "~/lib/users/account-rules";
import { useIdentity } from "~/lib/identity/root-data";
import { LOGIN_TEXT, type SignInActionResult } from "./login-text";
import { PasswordInput } from "~/components/admin/password-input";
import { useLocalDateTime } from "~/components/admin/local-date-time";
import { formatDateTime } from "~/lib/core/dates";
import { SignInFrame, useRefusalText } from "./sign-in-frame";

type Notice = "logged-out" | "session-ended" | { restored: { source: string; takenAt: string } };
type Props = { notice: Notice | null; result: SignInActionResult | null; resetByMail?: boolean };

/** After a restore: what the site now holds and why everyone signs in again, in the page (a success, not an alarm). */
function RestoredNotice({ source, takenAt }: { source: string; takenAt: string }) {
  const when = useLocalDateTime(takenAt, formatDateTime) ?? takenAt;
  return (
    <div role="status" className="mb-5 flex gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
      <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <p>
        <strong className="font-semibold">{LOGIN_TEXT.restoredTitle}</strong> - {LOGIN_TEXT.restored(source, when)}
      </p>
    </div>
  );
}

export function LoginPage({ notice, result, resetByMail = false }: Props) {
  const identity = useIdentity();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state !== "idle" && navigation.formAction !== undefined;
  const [username, setUsername] = useState(result?.username ?? "");
  const [password, setPassword] = useState("");
  const [nameError, setNameError] = useState<string | null>(result?.fieldErrors?.username ?? null);
  const refusalText = useRefusalText(result);

  useEffect(() => {
    if (notice === "logged-out") toast({ ...LOGIN_TEXT.loggedOut, variant: "success" });
    if (notice === "session-ended") toast({ ...LOGIN_TEXT.sessionEnded, variant: "destructive" });
  }, [notice]);

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
    <SignInFrame
      icon={LockKeyhole}
      title="Admin Sign In"
      intro={LOGIN_TEXT.notice(identity.siteName)}
      refusal={result}
      refusalText={refusalText}
      footer={
        <a href="/" className="underline underline-offset-4 hover:text-white">
          Back to {identity.siteName}
        </a>
      }
    >
      {typeof notice === "object" && notice ? <RestoredNotice {...notice.restored} /> : null}
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
      {resetByMail ? (
        <p className="mt-4 text-center text-sm">
          <Link to={href("/svcs/team/forgot-password")} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {PASSWORD_RESET_TEXT.forgotLink}
          </Link>
        </p>
      ) : null}
    </SignInFrame>
  );
}
