import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import type { Db } from "~/services/platform";
import { dummyPasswordHash, verifyPassword } from "./passwords.server";

/**
 * Whether `password` is the signed-in account's own: asked again before an action that cannot be
 * undone (a restore). A vanished account costs the same argon2 work as a wrong password.
 */
export async function confirmOwnPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  return Boolean(user) && ok;
}
