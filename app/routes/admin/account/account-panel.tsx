import type { SessionRow } from "./account-actions";
import { PasswordCard } from "./password-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard, type TwoFactorView } from "./two-factor-card";

type Props = { username: string; required: boolean; twoFactor: TwoFactorView; sessions: SessionRow[] };

/** The signed-in account's own page: its password, two-factor sign-in and active sessions. */
export function AccountPanel({ username, required, twoFactor, sessions }: Props) {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Your account: {username}</h2>
      <PasswordCard />
      <TwoFactorCard view={twoFactor} required={required} />
      <SessionsCard sessions={sessions} />
    </div>
  );
}
