import type { AlertMailView, SessionRow } from "./account-actions";
import { AlertMailCard } from "./alert-mail-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard, type TwoFactorView } from "./two-factor-card";

type Props = { username: string; required: boolean; twoFactor: TwoFactorView; sessions: SessionRow[]; alertMail: AlertMailView | null };

/** The signed-in account's own page: two-factor sign-in and active sessions. */
export function AccountPanel({ username, required, twoFactor, sessions, alertMail }: Props) {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Your account: {username}</h2>
      <TwoFactorCard view={twoFactor} required={required} />
      <SessionsCard sessions={sessions} />
      {alertMail ? <AlertMailCard view={alertMail} /> : null}
    </div>
  );
}
