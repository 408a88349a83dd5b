import { and, eq, isNull } from "drizzle-orm";
import { adminRecoveryCodes, adminTotp } from "~/db/schema/index";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { authorize, type ActionOrigin, confirmOwnPassword, type SessionUser } from "~/services/auth";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes.server";
import { isTwoFactorRequired } from "./requirement.server";
import { decryptSecret, encryptSecret } from "./secret-box.server";
import { acceptedTimeStep, newTotpSecret } from "./totp.server";

export type TwoFactorStatus = { state: "off" } | { state: "enrolling"; secret: string | null } | { state: "on"; confirmedAt: Date; codesLeft: number };

/** A refusal says which field it is about, so the form shows it there. */
export type TwoFactorOutcome<T = object> = ({ ok: true } & T) | { ok: false; field: "password" | "code" | null; message: string };

type OwnChange = { actor: SessionUser; password: string; origin: ActionOrigin; now: Date };

function refused(field: "password" | "code" | null, message: string) {
  return { ok: false as const, field, message };
}

function audit(actor: SessionUser | null, target: { id: string; username: string }, origin: ActionOrigin, now: Date) {
  return {
    at: now,
    actor: actor ? { userId: actor.userId, username: actor.username } : null,
    target: { type: "user", id: target.id, label: target.username },
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    requestId: origin.requestId,
  };
}

async function passwordProblem(db: Db, actor: SessionUser, password: string) {
  if (!password) return refused("password", TWO_FACTOR_TEXT.missingPassword);
  if (!(await confirmOwnPassword(db, actor.userId, password))) return refused("password", TWO_FACTOR_TEXT.wrongPassword);
  return null;
}

export async function twoFactorStatus(db: Db, keyMaterial: string, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  if (!row) return { state: "off" };
  if (!row.confirmedAt) return { state: "enrolling", secret: decryptSecret(keyMaterial, userId, row.secretEncrypted) };
  return { state: "on", confirmedAt: row.confirmedAt, codesLeft: await recoveryCodesLeft(db, userId) };
}

/** Draws a new secret for an account without two-factor (replacing an unfinished setup's). */
export async function startEnrolment(db: Db, keyMaterial: string, userId: string, now: Date): Promise<TwoFactorOutcome> {
  const secretEncrypted = encryptSecret(keyMaterial, userId, newTotpSecret());
  const written = await db
    .insert(adminTotp)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({ target: adminTotp.userId, set: { secretEncrypted, createdAt: now, lastTimeStep: null }, setWhere: isNull(adminTotp.confirmedAt) })
    .returning({ userId: adminTotp.userId });
  return written.length > 0 ? { ok: true } : refused(null, TWO_FACTOR_TEXT.alreadyOn);
}

/** Drops an unfinished setup; an account whose two-factor is on keeps it. */
export async function cancelEnrolment(db: Db, userId: string): Promise<void> {
  await db.delete(adminTotp).where(and(eq(adminTotp.userId, userId), isNull(adminTotp.confirmedAt)));
}

/** Turns two-factor on once the password and a first code are right; returns the recovery codes. */
export async function confirmEnrolment(db: Db, keyMaterial: string, input: OwnChange & { code: string }): Promise<TwoFactorOutcome<{ codes: string[] }>> {
  const { actor, now } = input;
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, actor.userId));
  if (row?.confirmedAt) return refused(null, TWO_FACTOR_TEXT.alreadyOn);
  const secret = row ? decryptSecret(keyMaterial, actor.userId, row.secretEncrypted) : null;
  if (!secret) return refused(null, TWO_FACTOR_TEXT.noSetup);
  const badPassword = await passwordProblem(db, actor, input.password);
  if (badPassword) return badPassword;
  const step = await acceptedTimeStep(secret, input.code, now, null);
  if (step === null) return refused("code", TWO_FACTOR_TEXT.wrongCode);
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(adminTotp)
      .set({ confirmedAt: now, lastTimeStep: step })
      .where(and(eq(adminTotp.userId, actor.userId), eq(adminTotp.secretEncrypted, row!.secretEncrypted), isNull(adminTotp.confirmedAt)))
      .returning({ userId: adminTotp.userId });
    if (confirmed.length === 0) return refused(null, TWO_FACTOR_TEXT.noSetup);
    const codes = await replaceRecoveryCodes(tx, actor.userId, now);
    await recordEvent(tx, { kind: "two_factor_enabled", ...audit(actor, { id: actor.userId, username: actor.username }, input.origin, now) });
    return { ok: true as const, codes };
  });
}

export async function regenerateRecoveryCodes(db: Db, input: OwnChange): Promise<TwoFactorOutcome<{ codes: string[] }>> {
  const { actor, now } = input;
  const badPassword = await passwordProblem(db, actor, input.password);
  if (badPassword) return badPassword;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ confirmedAt: adminTotp.confirmedAt }).from(adminTotp).where(eq(adminTotp.userId, actor.userId)).for("update");
    if (!row?.confirmedAt) return refused(null, TWO_FACTOR_TEXT.notOn);
    const codes = await replaceRecoveryCodes(tx, actor.userId, now);
    await recordEvent(tx, { kind: "recovery_codes_regenerated", ...audit(actor, { id: actor.userId, username: actor.username }, input.origin, now) });
    return { ok: true as const, codes };
  });
}

export async function disableTwoFactor(db: Db, input: OwnChange): Promise<TwoFactorOutcome> {
  const { actor, now } = input;
  if (await isTwoFactorRequired(db)) return refused(null, TWO_FACTOR_TEXT.requiredForAll);
  const badPassword = await passwordProblem(db, actor, input.password);
  if (badPassword) return badPassword;
  return db.transaction(async (tx) => {
    const removed = await tx.delete(adminTotp).where(eq(adminTotp.userId, actor.userId)).returning({ confirmedAt: adminTotp.confirmedAt });
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, actor.userId));
    if (!removed[0]?.confirmedAt) return refused(null, TWO_FACTOR_TEXT.notOn);
    await recordEvent(tx, { kind: "two_factor_disabled", ...audit(actor, { id: actor.userId, username: actor.username }, input.origin, now) });
    return { ok: true as const };
  });
}

/**
 * An admin takes another account's two-factor away (a lost phone): it signs in with the password
 * until it enrols again. A null actor is the operator at the server's console (`npm run admin`).
 */
export async function resetTwoFactor(
  db: Db,
  input: { actor: SessionUser | null; user: { id: string; username: string }; origin: ActionOrigin; now: Date },
): Promise<TwoFactorOutcome> {
  if (input.actor) authorize(input.actor, "users:manage");
  return db.transaction(async (tx) => {
    const removed = await tx.delete(adminTotp).where(eq(adminTotp.userId, input.user.id)).returning({ confirmedAt: adminTotp.confirmedAt });
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, input.user.id));
    if (!removed[0]?.confirmedAt) return refused(null, TWO_FACTOR_TEXT.notOn);
    await recordEvent(tx, { kind: "two_factor_reset", ...audit(input.actor, input.user, input.origin, input.now) });
    return { ok: true as const };
  });
}
