import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { adminTotp, adminUsers } from "~/db/schema/index";
import type { Db } from "~/services/platform";

/**
 * Active admins who sign in with a password alone: what the security center's check
 * "an admin without two-factor" reports. Frozen and inactive accounts cannot sign in, so they are left out.
 */
export async function listAdminsWithoutTwoFactor(db: Db): Promise<{ id: string; username: string }[]> {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .leftJoin(adminTotp, and(eq(adminTotp.userId, adminUsers.id), isNotNull(adminTotp.confirmedAt)))
    .where(and(eq(adminUsers.userType, "admin"), eq(adminUsers.active, true), eq(adminUsers.frozen, false), isNull(adminTotp.userId)))
    .orderBy(adminUsers.username);
}

/** The accounts whose two-factor is on (for the Manage Users list). */
export async function accountsWithTwoFactor(db: Db): Promise<Set<string>> {
  const rows = await db.select({ userId: adminTotp.userId }).from(adminTotp).where(isNotNull(adminTotp.confirmedAt));
  return new Set(rows.map((row) => row.userId));
}
