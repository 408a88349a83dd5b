import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { MESSAGES } from "~/lib/users/account-rules";
import { RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { type Actor, clearLockouts, confirmOwnPassword, deleteUserSessions, hashPassword, isCommonPassword } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { recordUserEvent, snapshotColumns, type UserSnapshot } from "./user-audit.server";
import { USER_ERRORS, UserRefusedError } from "./user-errors.server";

/** Too many attempts at one's current password: refused until the window ends. */
class PasswordChangeThrottledError extends DomainError {
  override name = "PasswordChangeThrottledError";
  constructor(seconds: number) {
    const message = MESSAGES.passwordChangeThrottled(Math.ceil(seconds / 60));
    super(message, 429, { currentPassword: message });
  }
}

/**
 * The signed-in account changes its own password: the current one first (at most ten tries in 15
 * minutes), then the new one under the rules every password follows (length, not a common one).
 * Every other session of the account ends, this one stays; lock-outs of the account are lifted;
 * the change is audited (never the password).
 */
export async function changeOwnPassword(db: Db, actor: Actor, input: { currentPassword: string; password: string }, now: Date): Promise<UserSnapshot> {
  const self = actor.user;
  if (!self) throw new UserRefusedError(USER_ERRORS.notFound);
  const verdict = await hitRateLimit(db, RATE_LIMITS.passwordChangePerAccount, self.userId, now);
  if (!verdict.allowed) throw new PasswordChangeThrottledError(verdict.retryAfterSeconds);
  const confirmation = await confirmOwnPassword(db, actor, input.currentPassword, now);
  // Too many wrong guesses of this account's secrets say so (and until when); a plain wrong password says only that.
  if (!confirmation.ok) throw new UserRefusedError(confirmation.message ?? MESSAGES.currentPasswordWrong, "currentPassword");
  if (isCommonPassword(input.password)) throw new UserRefusedError(MESSAGES.passwordCommon, "password");
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(adminUsers).set({ passwordHash, updatedAt: now }).where(eq(adminUsers.id, self.userId)).returning(snapshotColumns);
    if (!updated) throw new UserRefusedError(USER_ERRORS.notFound);
    await recordUserEvent(tx, "password_changed", actor, { now, before: updated, after: updated, changes: { password: "changed" } });
    await deleteUserSessions(tx, self.userId, self.sessionId);
    await clearLockouts(tx, updated.username, now);
    return updated;
  });
}
