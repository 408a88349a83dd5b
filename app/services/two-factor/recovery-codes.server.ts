import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { adminRecoveryCodes } from "~/db/schema/index";
import { RECOVERY_CODES, recoveryCodeOf } from "~/lib/two-factor/two-factor-rules";
import type { Db, Tx } from "~/services/platform";

/** SHA-256 is enough: the codes are random (about 50 bits) and every guess counts toward the lock-out. */
function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

function newCode(): string {
  return Array.from({ length: RECOVERY_CODES.length }, () => RECOVERY_CODES.alphabet[randomInt(RECOVERY_CODES.alphabet.length)]).join("");
}

/** Replaces an account's recovery codes with ten new ones; returns them, the only time they are seen. */
export async function replaceRecoveryCodes(tx: Tx, userId: string, now: Date): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODES.count) codes.add(newCode());
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.insert(adminRecoveryCodes).values([...codes].map((code) => ({ userId, codeHash: hashCode(code), createdAt: now })));
  return [...codes];
}

/** Uses a recovery code if it is one of the account's unused ones; true exactly once per code. */
export async function spendRecoveryCode(db: Db | Tx, userId: string, typed: string, now: Date): Promise<boolean> {
  const code = recoveryCodeOf(typed);
  if (!code) return false;
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.userId, userId), eq(adminRecoveryCodes.codeHash, hashCode(code)), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.value ?? 0;
}
