import { and, eq, isNull } from "drizzle-orm";
import { adminRecoveryCodes, adminTotp } from "~/db/schema/index";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { type Actor, actorEventFields, authorizeActor, clearSecretGuesses, confirmOwnPassword, type SessionUser } from "~/services/auth";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes.server";
import { isTwoFactorRequired } from "./requirement.server";
import { decryptSecret, encryptSecret } from "./secret-box.server";
import { acceptedTimeStep, newTotpSecret } from "./totp.server";
import { TwoFactorRefusedError } from "./two-factor-errors.server";

export type TwoFactorStatus = { state: "off" } | { state: "enrolling"; secret: string | null } | { state: "on"; confirmedAt: Date; codesLeft: number };

/** An account's own change, confirmed with its password. */
type OwnChange = { password: string; now: Date };

/** The account an own change is about: the actor's (the system has none). */
function ownAccount(actor: Actor): SessionUser {
  if (!actor.user) throw new Error("Only a signed-in account changes its own two-factor sign-in.");
  return actor.user;
}

/** The audit fields of a change `actor` made to `account`'s two-factor. */
function auditOf(actor: Actor, account: { id: string; username: string }, now: Date) {
  return { at: now, ...actorEventFields(actor), target: { type: "user", id: account.id, label: account.username } };
}

/** The account's own password, asked again; wrong ones count toward the account's limit (confirmOwnPassword). */
async function requireOwnPassword(db: Db, actor: Actor, password: string, now: Date): Promise<void> {
  if (!password) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.missingPassword, "password");
  const confirmation = await confirmOwnPassword(db, actor, password, now);
  if (!confirmation.ok) throw new TwoFactorRefusedError(confirmation.message ?? TWO_FACTOR_TEXT.wrongPassword, "password");
}

export async function twoFactorStatus(db: Db, keyMaterial: string, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  if (!row) return { state: "off" };
  if (!row.confirmedAt) return { state: "enrolling", secret: decryptSecret(keyMaterial, userId, row.secretEncrypted) };
  return { state: "on", confirmedAt: row.confirmedAt, codesLeft: await recoveryCodesLeft(db, userId) };
}

/** Draws a new secret for an account without two-factor (replacing an unfinished setup's). */
export async function startEnrolment(db: Db, keyMaterial: string, userId: string, now: Date): Promise<void> {
  const secretEncrypted = encryptSecret(keyMaterial, userId, newTotpSecret());
  const written = await db
    .insert(adminTotp)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({ target: adminTotp.userId, set: { secretEncrypted, createdAt: now, lastTimeStep: null }, setWhere: isNull(adminTotp.confirmedAt) })
    .returning({ userId: adminTotp.userId });
  if (written.length === 0) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.alreadyOn);
}

/** Drops an unfinished setup; an account whose two-factor is on keeps it. */
export async function cancelEnrolment(db: Db, userId: string): Promise<void> {
  await db.delete(adminTotp).where(and(eq(adminTotp.userId, userId), isNull(adminTotp.confirmedAt)));
}

/** Turns two-factor on once the password and a first code are right; returns the recovery codes. */
export async function confirmEnrolment(db: Db, keyMaterial: string, actor: Actor, input: OwnChange & { code: string }): Promise<string[]> {
  const user = ownAccount(actor);
  const { now } = input;
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, user.userId));
  if (row?.confirmedAt) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.alreadyOn);
  const secret = row ? decryptSecret(keyMaterial, user.userId, row.secretEncrypted) : null;
  if (!secret) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.noSetup);
  await requireOwnPassword(db, actor, input.password, input.now);
  const step = await acceptedTimeStep(secret, input.code, now, null);
  if (step === null) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.wrongCode, "code");
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(adminTotp)
      .set({ confirmedAt: now, lastTimeStep: step })
      .where(and(eq(adminTotp.userId, user.userId), eq(adminTotp.secretEncrypted, row!.secretEncrypted), isNull(adminTotp.confirmedAt)))
      .returning({ userId: adminTotp.userId });
    if (confirmed.length === 0) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.noSetup);
    const codes = await replaceRecoveryCodes(tx, user.userId, now);
    await recordEvent(tx, { kind: "two_factor_enabled", ...auditOf(actor, { id: user.userId, username: user.username }, now) });
    return codes;
  });
}

/** New recovery codes in place of all the old ones; returns them. */
export async function regenerateRecoveryCodes(db: Db, actor: Actor, input: OwnChange): Promise<string[]> {
  const user = ownAccount(actor);
  const { now } = input;
  await requireOwnPassword(db, actor, input.password, input.now);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ confirmedAt: adminTotp.confirmedAt }).from(adminTotp).where(eq(adminTotp.userId, user.userId)).for("update");
    if (!row?.confirmedAt) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.notOn);
    const codes = await replaceRecoveryCodes(tx, user.userId, now);
    await recordEvent(tx, { kind: "recovery_codes_regenerated", ...auditOf(actor, { id: user.userId, username: user.username }, now) });
    return codes;
  });
}

/**
 * Takes away an account's authenticator and recovery codes (an unfinished setup's too) and records
 * `kind` when two-factor was on; says whether it was.
 */
async function removeTwoFactor(
  db: Db,
  actor: Actor,
  account: { id: string; username: string },
  kind: "two_factor_disabled" | "two_factor_reset",
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(adminTotp).where(eq(adminTotp.userId, account.id)).returning({ confirmedAt: adminTotp.confirmedAt });
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, account.id));
    const wasOn = Boolean(removed[0]?.confirmedAt);
    if (wasOn) await recordEvent(tx, { kind, ...auditOf(actor, account, now) });
    return wasOn;
  });
}

export async function disableTwoFactor(db: Db, actor: Actor, input: OwnChange): Promise<void> {
  const user = ownAccount(actor);
  if (await isTwoFactorRequired(db)) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.requiredForAll);
  await requireOwnPassword(db, actor, input.password, input.now);
  const wasOn = await removeTwoFactor(db, actor, { id: user.userId, username: user.username }, "two_factor_disabled", input.now);
  if (!wasOn) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.notOn);
}

/**
 * An admin takes another account's two-factor away (a lost phone): it signs in with the password
 * until it enrols again. The system actor is the operator at the server's console (`npm run admin`).
 */
export async function resetTwoFactor(db: Db, actor: Actor, account: { id: string; username: string }, now: Date): Promise<void> {
  authorizeActor(actor, "users:manage");
  const wasOn = await removeTwoFactor(db, actor, account, "two_factor_reset", now);
  // The account is recovered: codes guessed wrong before no longer count.
  await clearSecretGuesses(db, account.id);
  if (!wasOn) throw new TwoFactorRefusedError(TWO_FACTOR_TEXT.notOn);
}
