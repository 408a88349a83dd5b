import { and, eq, gt } from "drizzle-orm";
import { adminTotp, adminUsers, signInChallenges } from "~/db/schema/index";
import { CHALLENGE_MINUTES } from "~/lib/two-factor/two-factor-rules";
import type { Db, Tx } from "~/services/platform";
import { hashSessionToken, newSessionToken } from "./sessions.server";

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type SignInChallenge = { id: string; userId: string; username: string; attemptId: string; ipAddress: string };

/** Whether the account signs in with a second step (its authenticator is confirmed). */
export async function hasTwoFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ confirmedAt: adminTotp.confirmedAt }).from(adminTotp).where(eq(adminTotp.userId, userId));
  return Boolean(row?.confirmedAt);
}

/**
 * Records a sign-in whose password was right and whose code is still due; returns the id for its
 * short-lived cookie (only the hash is stored). It opens nothing by itself.
 */
export async function createChallenge(
  db: Db | Tx,
  input: { userId: string; attemptId: string; ipAddress: string; userAgent: string | null; now: Date },
): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(signInChallenges).values({
    tokenHash,
    userId: input.userId,
    attemptId: input.attemptId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + CHALLENGE_MINUTES * 60_000),
    ipAddress: input.ipAddress,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** The unexpired challenge of a cookie value, for an account that may still sign in; else null. */
export async function findChallenge(db: Db | Tx, token: string | null | undefined, now: Date): Promise<SignInChallenge | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({
      id: signInChallenges.id,
      userId: adminUsers.id,
      username: adminUsers.username,
      attemptId: signInChallenges.attemptId,
      ipAddress: signInChallenges.ipAddress,
    })
    .from(signInChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, hashSessionToken(token)),
        gt(signInChallenges.expiresAt, now),
        eq(adminUsers.active, true),
        eq(adminUsers.frozen, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteChallenge(db: Db | Tx, id: string): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.id, id));
}
