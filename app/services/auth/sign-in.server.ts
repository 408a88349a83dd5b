import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { adminUsers } from "~/db/schema/index";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { attemptsLeft } from "~/lib/auth/lockout-rules";
import { can, type Permission } from "~/lib/auth/permissions";
import type { Db, RequestContext } from "~/services/platform";
import { clearSessionCookie, flashCookie, readSessionToken } from "~/routes/admin/session-cookie.server";
import { reserveAttempt, settleAttempt } from "./lockout.server";
import { detectLoginBursts, recordLoginEvent } from "~/services/security";
import { dummyPasswordHash, verifyPassword } from "./passwords.server";
import { createSession, lookupSession, type SessionUser } from "./sessions.server";

export type LoginResult =
  | { ok: true; token: string; user: { id: string; username: string } }
  | { ok: false; reason: "invalid"; attemptsLeft: number | null }
  | { ok: false; reason: "locked"; blockedUntil: Date };

export type LoginInput = { username: string; password: string; ipAddress: string; userAgent: string | null; now: Date };

async function findUserByName(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return user;
}

/**
 * Checks a login. Unknown users, wrong passwords, frozen and inactive accounts all get the same
 * answer after the same argon2 work. Every attempt is counted for the lock-out before the
 * password is checked, and recorded in the login history.
 */
export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const { username, ipAddress, now } = input;
  const decision = await reserveAttempt(db, { ipAddress, username, now });
  const burstInput = { usernameKey: username.toLowerCase(), ipAddress, userAgent: input.userAgent, now };
  if (!decision.allowed) {
    await recordLoginEvent(db, { username, success: false, ipAddress, now });
    await detectLoginBursts(db, burstInput);
    return { ok: false, reason: "locked", blockedUntil: decision.blockedUntil };
  }
  const user = await findUserByName(db, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const success = Boolean(user && passwordOk && user.active && !user.frozen);
  await settleAttempt(db, decision.ticket, success, now);
  await recordLoginEvent(db, { username: user && success ? user.username : username, success, ipAddress, now });
  await detectLoginBursts(db, burstInput);
  if (!success || !user) {
    const { blockedUntil, failures } = decision.ticket;
    return blockedUntil ? { ok: false, reason: "locked", blockedUntil } : { ok: false, reason: "invalid", attemptsLeft: attemptsLeft(failures) };
  }
  await db.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, user.id));
  const token = await createSession(db, { userId: user.id, ipAddress, userAgent: input.userAgent, now });
  return { ok: true, token, user: { id: user.id, username: user.username } };
}

type AuthContext = Pick<RequestContext, "config" | "database">;

/** The signed-in admin of a request, or null. Background polling passes touch: false. */
export async function currentAdmin(request: Request, context: AuthContext, options: { now?: Date; touch?: boolean } = {}) {
  const token = await readSessionToken(context.config, request);
  return lookupSession(context.database.db, token, {
    now: options.now ?? new Date(),
    idleMinutes: context.config.SESSION_IDLE_MINUTES,
    touch: options.touch,
  });
}

/**
 * Guard for every admin loader and action: anonymous visitors and ended sessions are sent to the
 * login page (an ended session with a one-time notice); a role without the permission gets 403.
 */
export async function requireAdmin(
  request: Request,
  context: AuthContext,
  permission: Permission,
  options: { now?: Date; touch?: boolean } = {},
): Promise<SessionUser> {
  const lookup = await currentAdmin(request, context, options);
  if (lookup.status !== "valid") {
    const headers = new Headers();
    if (lookup.status !== "missing") {
      headers.append("Set-Cookie", await clearSessionCookie(context.config));
      headers.append("Set-Cookie", await flashCookie(context.config).serialize("session-ended"));
    }
    throw redirect(ADMIN_PATHS.login, { headers });
  }
  if (!can(lookup.user.userType, permission)) {
    throw new Response("You do not have permission to do this.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return lookup.user;
}
