import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { href } from "react-router";
import { adminUsers, passwordResetTokens } from "~/db/schema/index";
import { fieldErrors } from "~/lib/core/field-errors";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { MESSAGES, newPasswordSchema } from "~/lib/users/account-rules";
import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_TEXT } from "~/lib/users/password-reset-text";
import { deliverSoon, mailConfigured, queueMail } from "~/services/mail";
import { type AppServices, type Db, DomainError } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { recordEvent } from "~/services/security";
import type { Visitor } from "./actor.server";
import { clearLockouts } from "./lockout.server";
import { hashPassword, isCommonPassword } from "./passwords.server";
import { deleteUserSessions } from "./sessions.server";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The anonymous visitor asking (visitorOf). */
type Requester = Visitor;

/** What a reset request's answer waits for; the mail itself is issued after it (see requestPasswordReset). */
export type PasswordResetRequest = { issued: Promise<void> };

/**
 * A forgotten password: when `email` is the address of an active account, a single-use link valid
 * for PASSWORD_RESET_MINUTES is mailed to it (only its SHA-256 is stored). The caller answers the
 * same whether or not an account has the address; only the per-address limit is told (429).
 *
 * The answer waits only for work that is the same for every address (the per-address limit). The
 * account is looked up and the link issued after the answer, so the time to answer tells nothing
 * about whether the address belongs to an account. `issued` settles when that is done (tests wait
 * for it; a failure is logged, the visitor already has the answer every address gets).
 */
export async function requestPasswordReset(services: AppServices, email: string, requester: Requester, now = new Date()): Promise<PasswordResetRequest> {
  const { config, database } = services;
  if (!mailConfigured(config)) throw new DomainError(PASSWORD_RESET_TEXT.unavailable, 400);
  const byAddress = await hitRateLimit(database.db, RATE_LIMITS.passwordResetPerAddress, addressKey(requester.ip), now);
  if (!byAddress.allowed) throw new DomainError(PASSWORD_RESET_TEXT.tooMany(Math.max(1, Math.ceil(byAddress.retryAfterSeconds / 60))), 429);
  const issued = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => issuePasswordReset(services, email, requester, now))
    .catch((error: unknown) => services.logger.error({ err: error }, "a password reset link could not be issued"));
  return { issued };
}

async function issuePasswordReset(services: AppServices, email: string, requester: Requester, now: Date): Promise<void> {
  const { config, database } = services;
  const address = email.trim().toLowerCase();
  if (!address || address.length > 254) return;
  const [account] = await database.db
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${address}`, eq(adminUsers.active, true), eq(adminUsers.frozen, false)))
    .limit(1);
  if (!account?.email) return;
  // An account's own limit is never told: the answer stays the same.
  if (!(await hitRateLimit(database.db, RATE_LIMITS.passwordResetPerAccount, account.id, now)).allowed) return;
  const token = randomBytes(32).toString("base64url");
  const link = `${config.SITE_URL}${href("/svcs/team/reset-password")}?token=${token}`;
  await database.db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
    await tx.insert(passwordResetTokens).values({
      tokenHash: tokenHash(token),
      userId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    await recordEvent(tx, {
      kind: "password_reset_requested",
      at: now,
      target: { type: "user", id: account.id, label: account.username },
      ipAddress: requester.ip,
      userAgent: requester.userAgent,
    });
    await queueMail(tx, config, {
      kind: "password_reset",
      to: [account.email!],
      subject: PASSWORD_RESET_TEXT.mailSubject(config.identity.siteName),
      text: PASSWORD_RESET_TEXT.mailText(account.username, link, PASSWORD_RESET_MINUTES),
      now,
    });
  });
  deliverSoon(services);
}

/** A token that can still be used: unused, unexpired, of an active account that is not frozen. */
const usableToken = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    eq(adminUsers.active, true),
    eq(adminUsers.frozen, false),
  );

/** Whether a reset link's token can still be used (to show the form, or say it cannot). */
export async function resetTokenUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResetTokens.userId))
    .where(usableToken(token, now));
  return Boolean(row);
}

/**
 * Sets a new password through a mailed link: the token is used up, every session of the account
 * ends and its lock-outs are cleared, in one audited transaction. A used, expired or altered token
 * is refused before the new password is looked at, so a request without a live link never costs a
 * password hash; the token is checked again, locked, in the transaction that uses it up.
 */
export async function resetPasswordWithToken(
  db: Db,
  input: { token: string; password: unknown; confirmPassword: unknown },
  requester: Requester,
  now = new Date(),
) {
  const token = input.token.slice(0, 100);
  if (!(await resetTokenUsable(db, token, now))) throw new DomainError(PASSWORD_RESET_TEXT.invalidLink, 400);
  const parsed = newPasswordSchema.safeParse({ password: input.password, confirmPassword: input.confirmPassword });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new DomainError(errors.password ?? errors.confirmPassword ?? Object.values(errors)[0] ?? MESSAGES.passwordShort, 400, errors);
  }
  if (isCommonPassword(parsed.data.password)) throw new DomainError(MESSAGES.passwordCommon, 400, { password: MESSAGES.passwordCommon });
  const passwordHash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, username: adminUsers.username })
      .from(passwordResetTokens)
      .innerJoin(adminUsers, eq(adminUsers.id, passwordResetTokens.userId))
      .where(usableToken(token, now))
      .for("update");
    if (!row) throw new DomainError(PASSWORD_RESET_TEXT.invalidLink, 400);
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.id, row.id));
    await tx.update(adminUsers).set({ passwordHash, updatedAt: now }).where(eq(adminUsers.id, row.userId));
    await deleteUserSessions(tx, row.userId);
    await clearLockouts(tx, row.username, now);
    await recordEvent(tx, {
      kind: "password_reset_by_link",
      at: now,
      actor: { userId: row.userId, username: row.username },
      target: { type: "user", id: row.userId, label: row.username },
      ipAddress: requester.ip,
      userAgent: requester.userAgent,
      changes: { password: "changed" },
    });
  });
}

/** Reset links that expired more than a day ago are deleted (the pruning job); returns how many. */
export async function pruneResetTokens(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 24 * 3_600_000)))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}
