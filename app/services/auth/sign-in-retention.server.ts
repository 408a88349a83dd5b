import { lt } from "drizzle-orm";
import { adminSessions, loginAttempts, signInChallenges } from "~/db/schema/index";
import { ATTEMPT_RETENTION_MS } from "~/lib/auth/lockout-rules";
import type { Db } from "~/services/platform";

/**
 * Deletes login attempts no lock-out or burst rule can count any more, and sessions past their
 * absolute expiry (an idle session is deleted when it is next presented, or here once it expires),
 * and half-done two-factor sign-ins past their five minutes.
 */
export async function pruneSignInRecords(db: Db, now: Date): Promise<{ attempts: number; sessions: number }> {
  return db.transaction(async (tx) => {
    const attempts = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)))
      .returning({ id: loginAttempts.id });
    const sessions = await tx.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).returning({ id: adminSessions.id });
    await tx.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
    return { attempts: attempts.length, sessions: sessions.length };
  });
}
