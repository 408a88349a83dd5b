import { lazy, Suspense } from "react";
import type { AlertMailView, SessionRow } from "./account-actions";
import { AlertMailCard } from "./alert-mail-card";
import { PasswordCard } from "./password-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard, type TwoFactorView } from "./two-factor-card";
import type { GuessingView } from "./wrong-guesses-notice";

// Shown only after wrong passwords or codes: loads when shown (issue 43). The server renders it in
// place (the admin's render waits for all); hydration keeps that HTML until the code is there.
const WrongGuessesNotice = lazy(() => import("./wrong-guesses-notice").then((module) => ({ default: module.WrongGuessesNotice })));

type Props = {
  username: string;
  required: boolean;
  twoFactor: TwoFactorView;
  sessions: SessionRow[];
  alertMail: AlertMailView | null;
  guessing: GuessingView;
};

/** The signed-in account's own page: wrong passwords or codes entered for it, its password, two-factor sign-in, active sessions and alert mail. */
export function AccountPanel({ username, required, twoFactor, sessions, alertMail, guessing }: Props) {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Your account: {username}</h2>
      {guessing.failures > 0 || guessing.locked ? (
        <Suspense fallback={null}>
          <WrongGuessesNotice view={guessing} />
        </Suspense>
      ) : null}
      <PasswordCard />
      <TwoFactorCard view={twoFactor} required={required} />
      <SessionsCard sessions={sessions} />
      {alertMail ? <AlertMailCard view={alertMail} /> : null}
    </div>
  );
}
