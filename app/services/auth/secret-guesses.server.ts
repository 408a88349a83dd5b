import { and, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import { adminUsers, secretGuesses } from "~/db/schema/index";
import { delayAfter, isLockedAt, SECRET_GUESS_TEXT, SECRET_GUESSES } from "~/lib/auth/secret-guess-rules";
import { type Db, DomainError, type Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { type Actor, actorEventFields, authorizeActor } from "./actor.server";

export type GuessVerdict =
  { ok: true } | { ok: false; reason: "wrong"; failures: number } | { ok: false; reason: "delayed"; until: Date } | { ok: false; reason: "locked" };

type Guess = { userId: string; username: string; ipAddress?: string | null; userAgent?: string | null; now: Date };

type Reservation = { allowed: true; failures: number } | { allowed: false; verdict: GuessVerdict & { ok: false } };

/**
 * Counts the try as wrong before it is checked, under a lock on the account's row, so tries sent at
 * once from many addresses or instances are counted one after another and none slips past the
 * delay or the lock; a right answer then starts the count again.
 */
async function reserve(db: Db, { userId, now }: Guess): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.insert(secretGuesses).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(secretGuesses).where(eq(secretGuesses.userId, userId)).for("update");
    if (!row) return { allowed: false, verdict: { ok: false, reason: "locked" } };
    if (row.lockedAt) return { allowed: false, verdict: { ok: false, reason: "locked" } };
    if (row.delayedUntil && now < row.delayedUntil) return { allowed: false, verdict: { ok: false, reason: "delayed", until: row.delayedUntil } };
    const failures = row.failures + 1;
    const delay = delayAfter(failures);
    await tx
      .update(secretGuesses)
      .set({
        failures,
        lastFailureAt: now,
        delayedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
        lockedAt: isLockedAt(failures) ? now : null,
      })
      .where(eq(secretGuesses.userId, userId));
    return { allowed: true, failures };
  });
}

/** A wrong answer that reached a threshold is a signal for the owner (the Security Alert banner) and the security center. */
async function signalThreshold(db: Db, guess: Guess, failures: number): Promise<void> {
  const kind = isLockedAt(failures) ? "secret_guessing_locked" : failures === SECRET_GUESSES.delayFrom ? "secret_guessing_delayed" : null;
  if (!kind) return;
  await recordEvent(db, {
    kind,
    at: guess.now,
    details: kind === "secret_guessing_locked" ? SECRET_GUESS_TEXT.lockedSignal(failures) : SECRET_GUESS_TEXT.delayedSignal(failures),
    target: { type: "user", id: guess.userId, label: guess.username },
    ipAddress: guess.ipAddress ?? null,
    userAgent: guess.userAgent ?? null,
  });
}

/**
 * Checks one answer to an account's secret (`check`) within the account's limit on wrong answers
 * in a row, shared by every instance: none is checked while the account waits after 10 wrong ones
 * in a row (1 minute, doubling to an hour) or once 100 locked it; a right one starts the count again.
 */
export async function checkSecretGuess(db: Db, guess: Guess, check: () => Promise<boolean>): Promise<GuessVerdict> {
  const reservation = await reserve(db, guess);
  if (!reservation.allowed) return reservation.verdict;
  if (await check()) {
    // Back to no count at all: the table holds only accounts with wrong answers outstanding.
    await db.delete(secretGuesses).where(eq(secretGuesses.userId, guess.userId));
    return { ok: true };
  }
  await signalThreshold(db, guess, reservation.failures);
  return { ok: false, reason: "wrong", failures: reservation.failures };
}

/** The count starts again: after an admin set a new password or reset two-factor, the account is recovered. */
export async function clearSecretGuesses(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(secretGuesses).where(eq(secretGuesses.userId, userId));
}

export type GuessingAccount = {
  userId: string;
  username: string;
  failures: number;
  lastFailureAt: Date | null;
  delayedUntil: Date | null;
  lockedAt: Date | null;
};

/** Accounts at or past the delay threshold, for the security center; most failures first. */
export async function accountsGuessedAt(db: Db): Promise<GuessingAccount[]> {
  return db
    .select({
      userId: secretGuesses.userId,
      username: adminUsers.username,
      failures: secretGuesses.failures,
      lastFailureAt: secretGuesses.lastFailureAt,
      delayedUntil: secretGuesses.delayedUntil,
      lockedAt: secretGuesses.lockedAt,
    })
    .from(secretGuesses)
    .innerJoin(adminUsers, eq(adminUsers.id, secretGuesses.userId))
    .where(or(gte(secretGuesses.failures, SECRET_GUESSES.delayFrom), isNotNull(secretGuesses.lockedAt)))
    .orderBy(sql`${secretGuesses.failures} desc`, adminUsers.username);
}

/** The owner's own count: what their account page tells them. */
export async function ownGuessState(db: Db, userId: string): Promise<Pick<GuessingAccount, "failures" | "delayedUntil" | "lockedAt">> {
  const [row] = await db
    .select({ failures: secretGuesses.failures, delayedUntil: secretGuesses.delayedUntil, lockedAt: secretGuesses.lockedAt })
    .from(secretGuesses)
    .where(eq(secretGuesses.userId, userId));
  return row ?? { failures: 0, delayedUntil: null, lockedAt: null };
}

export class GuessLockGoneError extends DomainError {
  override name = "GuessLockGoneError";
  constructor() {
    super(SECRET_GUESS_TEXT.liftGone.description, 404);
  }
}

/** An admin lifts an account's delay or lock: its count starts again, audited in the same transaction. */
export async function liftSecretGuessLock(db: Db, actor: Actor, userId: string, now = new Date()): Promise<{ username: string }> {
  authorizeActor(actor, "security:manage");
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ failures: secretGuesses.failures, username: adminUsers.username })
      .from(secretGuesses)
      .innerJoin(adminUsers, eq(adminUsers.id, secretGuesses.userId))
      .where(and(eq(secretGuesses.userId, userId), gte(secretGuesses.failures, 1)))
      .for("update", { of: secretGuesses });
    if (!before) throw new GuessLockGoneError();
    await tx.delete(secretGuesses).where(eq(secretGuesses.userId, userId));
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "secret_guessing_lifted",
      at: now,
      target: { type: "user", id: userId, label: before.username },
      changes: { failures: { from: before.failures, to: 0 } },
    });
    return { username: before.username };
  });
}
