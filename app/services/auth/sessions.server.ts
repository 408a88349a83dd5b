import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { adminSessions, adminTotp, adminUsers, appState } from "~/db/schema/index";
import { REQUIRE_TWO_FACTOR_KEY } from "~/lib/two-factor/two-factor-rules";
import { judgeSession, SESSION_TOKEN_BYTES, SESSION_TOUCH_INTERVAL_MS, sessionExpiry } from "~/lib/auth/session-rules";
import type { UserType } from "~/lib/users/user-types";
import type { Db } from "~/services/platform";

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type SessionUser = {
  sessionId: string;
  userId: string;
  username: string;
  email: string | null;
  userType: UserType;
};

/** Whether the account signs in with an authenticator code, and whether every account must. */
export type TwoFactorStanding = { enabled: boolean; required: boolean };

export type SessionLookup = { status: "valid"; user: SessionUser; twoFactor: TwoFactorStanding } | { status: "missing" | "expired" | "idle" | "disabled" };

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new 256-bit cookie token and the hash that is stored for it (sessions and sign-in challenges). */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashSessionToken(token) };
}

/** Starts a session; returns the 256-bit id for the cookie (only its hash is stored). */
export async function createSession(db: Db, input: { userId: string; ipAddress: string | null; userAgent: string | null; now: Date }): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(adminSessions).values({
    tokenHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: sessionExpiry(input.now),
    ipAddress: input.ipAddress,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/**
 * Finds the session of a cookie value and judges it. Expired, idle and disabled-account sessions
 * are deleted. `touch` records activity (left off for background polling, which isn't activity).
 */
export async function lookupSession(
  db: Db,
  token: string | null | undefined,
  options: { now: Date; idleMinutes: number; touch?: boolean },
): Promise<SessionLookup> {
  if (!token || !TOKEN_FORMAT.test(token)) return { status: "missing" };
  const [row] = await db
    .select({
      session: adminSessions,
      user: adminUsers,
      twoFactorEnabled: sql<boolean>`${adminTotp.confirmedAt} is not null`,
      twoFactorRequired: sql<boolean>`coalesce((select ${appState.value} = 'true'::jsonb from ${appState} where ${appState.key} = ${REQUIRE_TWO_FACTOR_KEY}), false)`,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .leftJoin(adminTotp, eq(adminTotp.userId, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row) return { status: "missing" };
  const verdict = judgeSession(row.session, options.now, options.idleMinutes);
  const disabled = row.user.frozen || !row.user.active;
  if (verdict !== "valid" || disabled) {
    await db.delete(adminSessions).where(eq(adminSessions.id, row.session.id));
    return { status: disabled ? "disabled" : (verdict as "expired" | "idle") };
  }
  if (options.touch !== false && options.now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: options.now }).where(eq(adminSessions.id, row.session.id));
  }
  return {
    status: "valid",
    user: {
      sessionId: row.session.id,
      userId: row.user.id,
      username: row.user.username,
      email: row.user.email,
      userType: row.user.userType,
    },
    twoFactor: { enabled: Boolean(row.twoFactorEnabled), required: Boolean(row.twoFactorRequired) },
  };
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSessionToken(token)));
}

/** Ends every session of a user, except `keepSessionId` (the acting user's own, when given). */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(adminSessions)
    .where(keepSessionId ? and(eq(adminSessions.userId, userId), ne(adminSessions.id, keepSessionId)) : eq(adminSessions.userId, userId));
}

/** True exactly once per session: the dashboard's 'Login successful' toast is due. */
export async function takeWelcome(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ welcomePending: false })
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.welcomePending, true)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}
