import type { SessionRow } from "./account-actions";
import { type GuessingView, WrongGuessesNotice } from "./wrong-guesses-notice";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard, type TwoFactorView } from "./two-factor-card";

type Props = { username: string; required: boolean; twoFactor: TwoFactorView; sessions: SessionRow[]; guessing: GuessingView };

/** The signed-in account's own page: wrong passwords or codes entered for it, two-factor sign-in and active sessions. */
export function AccountPanel({ username, required, twoFactor, sessions, guessing }: Props) {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Your account: {username}</h2>
      <WrongGuessesNotice view={guessing} />
      <TwoFactorCard view={twoFactor} required={required} />
      <SessionsCard sessions={sessions} />
    </div>
  );
}
