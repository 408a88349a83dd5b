import { and, count, eq, gt, inArray } from "drizzle-orm";
import { loginAttempts, loginLockouts } from "~/db/schema/index";
import { blockEnd, countingSince, LOCKOUT } from "~/lib/auth/lockout-rules";
import { usernameKey as keyOf } from "~/lib/users/account-rules";
import type { LiftBlockInput } from "~/lib/security/lift-block-input";
import { MONITOR_TEXT } from "~/lib/security/rate-limit-monitor";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { type Actor, actorEventFields, authorizeActor } from "./actor.server";

export type AttemptTicket = {
  attemptId: string;
  ipAddress: string;
  usernameKey: string;
  /** Failures counted if this attempt fails (it counts as one until it succeeds). */
  failures: number;
  /** Set when this attempt is the fifth failure: the block it starts if it fails. */
  blockedUntil: Date | null;
};

export type AttemptDecision = { allowed: true; ticket: AttemptTicket } | { allowed: false; blockedUntil: Date };

/**
 * Decides, before the password is checked, whether an attempt may proceed, and counts it as a
 * failure straight away. The lockout row is locked for the decision, so concurrent attempts are
 * counted one after another and never more get through than the rules allow.
 */
export async function reserveAttempt(db: Db, input: { ipAddress: string; username: string; now: Date }): Promise<AttemptDecision> {
  const { ipAddress, now } = input;
  const usernameKey = keyOf(input.username);
  return db.transaction(async (tx) => {
    await tx.insert(loginLockouts).values({ ipAddress, usernameKey }).onConflictDoNothing();
    const [state] = await tx
      .select()
      .from(loginLockouts)
      .where(and(eq(loginLockouts.ipAddress, ipAddress), eq(loginLockouts.usernameKey, usernameKey)))
      .for("update");
    let countFrom = state?.countFrom ?? null;
    let blockedUntil = state?.blockedUntil ?? null;
    if (blockedUntil && now < blockedUntil) {
      await tx.insert(loginAttempts).values({ ipAddress, usernameKey, attemptedAt: now, outcome: "refused" });
      return { allowed: false as const, blockedUntil };
    }
    if (blockedUntil) {
      // The block is over: the failures that caused it no longer count.
      countFrom = blockedUntil;
      blockedUntil = null;
    }
    const [counted] = await tx
      .select({ value: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ipAddress, ipAddress),
          eq(loginAttempts.usernameKey, usernameKey),
          gt(loginAttempts.attemptedAt, countingSince(now, countFrom)),
          inArray(loginAttempts.outcome, ["pending", "failed"]),
        ),
      );
    const failures = (counted?.value ?? 0) + 1;
    if (failures >= LOCKOUT.blockAt) blockedUntil = blockEnd(now);
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ ipAddress, usernameKey, attemptedAt: now, outcome: "pending" })
      .returning({ id: loginAttempts.id });
    await tx
      .update(loginLockouts)
      .set({ countFrom, blockedUntil })
      .where(and(eq(loginLockouts.ipAddress, ipAddress), eq(loginLockouts.usernameKey, usernameKey)));
    return { allowed: true as const, ticket: { attemptId: attempt!.id, ipAddress, usernameKey, failures, blockedUntil } };
  });
}

/** Records the attempt's result; a success clears the count and any block it had started. */
export async function settleAttempt(db: Db, ticket: AttemptTicket, success: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(loginAttempts)
      .set({ outcome: success ? "succeeded" : "failed" })
      .where(eq(loginAttempts.id, ticket.attemptId));
    if (success) {
      await tx
        .update(loginLockouts)
        .set({ countFrom: now, blockedUntil: null })
        .where(and(eq(loginLockouts.ipAddress, ticket.ipAddress), eq(loginLockouts.usernameKey, ticket.usernameKey)));
    }
  });
}

/** Clears every lock-out of a username (after an admin resets its password). */
export async function clearLockouts(db: Db, username: string, now: Date): Promise<void> {
  await db
    .update(loginLockouts)
    .set({ countFrom: now, blockedUntil: null })
    .where(eq(loginLockouts.usernameKey, keyOf(username)));
}

/** Lifting a block that is not there (it ended, or another admin lifted it first). */
export class LockoutNotFoundError extends DomainError {
  override name = "LockoutNotFoundError";
  constructor() {
    super(MONITOR_TEXT.liftFailed.description);
  }
}

/**
 * An admin lifts the lock-out of one address and username: the block ends and the failures
 * before now stop counting, recorded in the audit log in the same transaction.
 */
export async function liftLockout(db: Db, actor: Actor, block: LiftBlockInput, now = new Date()): Promise<void> {
  authorizeActor(actor, "security:manage");
  const { ipAddress, usernameKey } = block;
  await db.transaction(async (tx) => {
    const match = and(eq(loginLockouts.ipAddress, ipAddress), eq(loginLockouts.usernameKey, usernameKey));
    const [before] = await tx.select().from(loginLockouts).where(match).for("update");
    if (!before) throw new LockoutNotFoundError();
    await tx.update(loginLockouts).set({ countFrom: now, blockedUntil: null }).where(match);
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "rate_limit_lifted",
      at: now,
      target: { type: "user", label: usernameKey },
      changes: { blockedAddress: ipAddress, blockedUntil: { from: before.blockedUntil?.toISOString() ?? null, to: null } },
    });
  });
}
