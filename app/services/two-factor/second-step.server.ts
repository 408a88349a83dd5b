import { and, eq, isNull, lt, or } from "drizzle-orm";
import { adminTotp } from "~/db/schema/index";
import { attemptsLeft } from "~/lib/auth/lockout-rules";
import { SECRET_GUESS_TEXT } from "~/lib/auth/secret-guess-rules";
import { totpCodeOf } from "~/lib/two-factor/two-factor-rules";
import { checkSecretGuess, deleteChallenge, findChallenge, reserveAttempt, settleAttempt, type SignInChallenge, startSession } from "~/services/auth";
import type { Db } from "~/services/platform";
import { detectLoginBursts, recordEvent } from "~/services/security";
import { recoveryCodesLeft, spendRecoveryCode } from "./recovery-codes.server";
import { decryptSecret } from "./secret-box.server";
import { acceptedTimeStep } from "./totp.server";

export type SecondStepInput = {
  challengeToken: string | null;
  code: string;
  ipAddress: string;
  userAgent: string | null;
  previousToken?: string | null;
  now: Date;
};

export type SecondStepResult =
  | { ok: true; token: string; user: { id: string; username: string }; recoveryCodesLeft: number | null }
  | { ok: false; reason: "expired" }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "invalid"; attemptsLeft: number | null }
  | { ok: false; reason: "locked"; blockedUntil: Date }
  /** The account's limit on wrong codes in a row (any address): waiting (`over` false) or locked until an admin lifts it. */
  | { ok: false; reason: "guessing"; message: string; over: boolean };

/** Accepts an authenticator code once (its time step is stored, so the same code is refused after). */
async function acceptTotp(db: Db, keyMaterial: string, userId: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  if (!row?.confirmedAt) return false;
  const secret = decryptSecret(keyMaterial, userId, row.secretEncrypted);
  if (!secret) return false;
  const step = await acceptedTimeStep(secret, code, now, row.lastTimeStep);
  if (step === null) return false;
  // Two requests with the same code at once: only the first moves the step on.
  const moved = await db
    .update(adminTotp)
    .set({ lastTimeStep: step })
    .where(and(eq(adminTotp.userId, userId), or(isNull(adminTotp.lastTimeStep), lt(adminTotp.lastTimeStep, step))))
    .returning({ userId: adminTotp.userId });
  return moved.length > 0;
}

/**
 * The second step of a sign-in: an authenticator code or a recovery code for the challenge of the
 * cookie. Each try counts toward the same lock-out as passwords; a right code opens the session
 * and clears the count (the password attempt of the challenge included).
 */
export async function completeSecondStep(db: Db, keyMaterial: string, input: SecondStepInput): Promise<SecondStepResult> {
  const { now, ipAddress, userAgent } = input;
  const challenge = await findChallenge(db, input.challengeToken, now);
  if (!challenge) return { ok: false, reason: "expired" };
  if (!input.code.trim()) return { ok: false, reason: "missing" };
  const user = { id: challenge.userId, username: challenge.username };
  const origin = { at: now, ipAddress, userAgent, target: { type: "user", id: user.id, label: user.username } };
  const decision = await reserveAttempt(db, { ipAddress, username: user.username, now });
  if (!decision.allowed) {
    await deleteChallenge(db, challenge.id);
    await recordEvent(db, { ...origin, kind: "sign_in_locked", outcome: "failure" });
    return { ok: false, reason: "locked", blockedUntil: decision.blockedUntil };
  }
  const isTotp = totpCodeOf(input.code) !== null;
  // Counted per account too, whatever the address: a known password must not open unlimited guessing of the code.
  const verdict = await checkSecretGuess(db, { userId: user.id, username: user.username, ipAddress, userAgent, now }, () =>
    isTotp ? acceptTotp(db, keyMaterial, user.id, input.code, now) : spendRecoveryCode(db, user.id, input.code, now),
  );
  const accepted = verdict.ok;
  await settleAttempt(db, decision.ticket, accepted, now);
  if (!verdict.ok && verdict.reason !== "wrong") {
    const locked = verdict.reason === "locked";
    if (locked) await deleteChallenge(db, challenge.id);
    await recordEvent(db, { ...origin, kind: "sign_in_locked", outcome: "failure" });
    return { ok: false, reason: "guessing", message: locked ? SECRET_GUESS_TEXT.locked : SECRET_GUESS_TEXT.delayed(verdict.until), over: locked };
  }
  if (!accepted) {
    await recordEvent(db, { ...origin, kind: "sign_in_refused", outcome: "failure" });
    await detectLoginBursts(db, { username: user.username, ipAddress, userAgent, now });
    const { blockedUntil, failures } = decision.ticket;
    if (blockedUntil) await deleteChallenge(db, challenge.id);
    return blockedUntil ? { ok: false, reason: "locked", blockedUntil } : { ok: false, reason: "invalid", attemptsLeft: attemptsLeft(failures) };
  }
  await settlePasswordAttempt(db, challenge, decision.ticket.usernameKey, now);
  await deleteChallenge(db, challenge.id);
  const token = await startSession(db, { user, ipAddress, userAgent, previousToken: input.previousToken, now });
  if (isTotp) return { ok: true, token, user, recoveryCodesLeft: null };
  await recordEvent(db, { ...origin, kind: "recovery_code_used", actor: { userId: user.id, username: user.username } });
  return { ok: true, token, user, recoveryCodesLeft: await recoveryCodesLeft(db, user.id) };
}

/** The challenge's password attempt, counted as a failure until now, becomes the success it was. */
function settlePasswordAttempt(db: Db, challenge: SignInChallenge, usernameKey: string, now: Date) {
  return settleAttempt(db, { attemptId: challenge.attemptId, ipAddress: challenge.ipAddress, usernameKey, failures: 0, blockedUntil: null }, true, now);
}
