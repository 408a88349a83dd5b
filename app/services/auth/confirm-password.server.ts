import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { SECRET_GUESS_TEXT } from "~/lib/auth/secret-guess-rules";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { type Actor, actorEventFields } from "./actor.server";
import { dummyPasswordHash, verifyPassword } from "./passwords.server";
import { checkSecretGuess } from "./secret-guesses.server";

export type PasswordConfirmation = { ok: true } | { ok: false; message: string | null };

/**
 * Whether `password` is the signed-in account's own: asked again before an action that cannot be
 * undone (a restore, turning two-factor off, new recovery codes). A held session must not become a
 * way to guess the password: each wrong one is audited and counts toward the account's limit on
 * wrong answers in a row (checkSecretGuess), shared with its second-factor codes. `message` says
 * why no check was made (delayed or locked), null for a plainly wrong password. A vanished
 * account costs the same argon2 work as a wrong password.
 */
export async function confirmOwnPassword(db: Db, actor: Actor, password: string, now = new Date()): Promise<PasswordConfirmation> {
  const user = actor.user;
  if (!user) return { ok: false, message: null };
  const verdict = await checkSecretGuess(
    db,
    { userId: user.userId, username: user.username, ipAddress: actor.ipAddress, userAgent: actor.userAgent, now },
    async () => {
      const [row] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, user.userId));
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
      return Boolean(row) && ok;
    },
  );
  if (verdict.ok) return { ok: true };
  if (verdict.reason === "wrong") {
    await recordEvent(db, {
      ...actorEventFields(actor),
      kind: "password_confirmation_refused",
      at: now,
      outcome: "failure",
      target: { type: "user", id: user.userId, label: user.username },
      changes: { wrongInARow: verdict.failures },
    });
    return { ok: false, message: null };
  }
  return { ok: false, message: verdict.reason === "locked" ? SECRET_GUESS_TEXT.locked : SECRET_GUESS_TEXT.delayed(verdict.until) };
}
