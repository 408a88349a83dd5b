import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { adminUsers, appState, usernameKeyIs } from "~/db/schema/index";
import type { Db } from "~/services/platform";

const PRINTED_PASSWORD_KEY = "first-admin-printed-password";

type PrintedPassword = { userId: string; hashFingerprint: string };

function fingerprint(passwordHash: string): string {
  return createHash("sha256").update(passwordHash).digest("hex");
}

/**
 * Remembers that `username`'s password was printed to the console at first start, by a
 * fingerprint of its hash (never the password or the hash), so the security checks can tell
 * whether it was ever changed.
 */
export async function rememberPrintedPassword(db: Db, username: string): Promise<void> {
  const [user] = await db.select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash }).from(adminUsers).where(usernameKeyIs(username)).limit(1);
  if (!user) return;
  const value: PrintedPassword = { userId: user.id, hashFingerprint: fingerprint(user.passwordHash) };
  await db.insert(appState).values({ key: PRINTED_PASSWORD_KEY, value }).onConflictDoUpdate({ target: appState.key, set: { value } });
}

/** The username of the first admin when it still signs in with the password printed at first start; null otherwise. */
export async function printedPasswordStillInUse(db: Db): Promise<string | null> {
  const [state] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, PRINTED_PASSWORD_KEY));
  const printed = state?.value as PrintedPassword | undefined;
  if (!printed?.userId) return null;
  const [user] = await db
    .select({ username: adminUsers.username, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, printed.userId));
  return user && fingerprint(user.passwordHash) === printed.hashFingerprint ? user.username : null;
}
