import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { AccountPanel } from "./account-panel";
import { describeUserAgent } from "~/lib/auth/user-agent";
import type { SessionRow } from "./account-actions";
import { countryOf } from "~/services/analytics/index";
import { listUserSessions, ownGuessState } from "~/services/auth/index";
import { isTwoFactorRequired, qrPathOf, totpUri, twoFactorStatus } from "~/services/two-factor/index";
import { handleAccountAction } from "./account.server";
import { alertMailSetting } from "~/services/staff-alerts/index";
import { mailConfigured } from "~/services/mail/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/route";

/** Every signed-in role opens its own account page, also while it must still enrol in two-factor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "dashboard:view", { enrolling: true });
  return loadOrUnavailable(context, async () => {
    const db = context.database.db;
    const now = new Date();
    const status = await twoFactorStatus(db, context.config.twoFactorKeyMaterial, user.userId);
    const secret = status.state === "enrolling" ? status.secret : null;
    const sessions = await listUserSessions(db, user.userId, { now, idleMinutes: context.config.SESSION_IDLE_MINUTES });
    const alertMail = user.userType === "admin" ? { ...(await alertMailSetting(db, user.userId)), mailConfigured: mailConfigured(context.config) } : null;
    const guesses = await ownGuessState(db, user.userId);
    return {
      alertMail,
      username: user.username,
      required: await isTwoFactorRequired(db),
      twoFactor: {
        state: status.state,
        codesLeft: status.state === "on" ? status.codesLeft : null,
        setup: secret ? { secret, qr: qrPathOf(totpUri({ issuer: context.config.identity.siteName, account: user.username, secret })) } : null,
      },
      sessions: sessions.map((session): SessionRow => ({
        id: session.id,
        device: describeUserAgent(session.userAgent),
        ipAddress: session.ipAddress,
        country: session.ipAddress ? countryOf(context.config, session.ipAddress) : null,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === user.sessionId,
      })),
      guessing: {
        failures: guesses.failures,
        delayedUntil: guesses.delayedUntil && guesses.delayedUntil > now ? guesses.delayedUntil.toISOString() : null,
        locked: guesses.lockedAt !== null,
      },
    };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "dashboard:view", { enrolling: true });
  return handleAccountAction(request, context, user);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPanel {...loaderData} />;
}
