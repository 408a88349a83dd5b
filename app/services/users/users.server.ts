import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { MESSAGES } from "~/lib/users/account-rules";
import type { UserType } from "~/lib/users/user-types";
import type { Db, Tx } from "~/services/platform";
import { clearLockouts, deleteUserSessions, hashPassword, isCommonPassword, type SessionUser } from "~/services/auth";

export type UserOutcome = { ok: true } | { ok: false; message: string; field?: string };

export const USER_ERRORS = {
  usernameTaken: "That username is already taken",
  notFound: "That user no longer exists",
  selfDelete: "You cannot delete your own account",
  selfFreeze: "You cannot freeze your own account",
  selfDeactivate: "You cannot deactivate your own account",
  lastAdmin: "At least one active admin must remain: this change would leave none",
} as const;

const publicColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  userType: adminUsers.userType,
  active: adminUsers.active,
  frozen: adminUsers.frozen,
  createdAt: adminUsers.createdAt,
  lastLogin: adminUsers.lastLogin,
};

export async function listUsers(db: Db) {
  return db.select(publicColumns).from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.username));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(adminUsers).where(eq(adminUsers.userType, "admin"));
  return row?.value ?? 0;
}

async function usernameTaken(tx: Tx | Db, username: string, exceptId?: string): Promise<boolean> {
  const condition = sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`;
  const [row] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(exceptId ? and(condition, ne(adminUsers.id, exceptId)) : condition)
    .limit(1);
  return Boolean(row);
}

/**
 * Whether another active, unfrozen admin would remain besides `userId`. Locks the admin rows, so
 * two concurrent demotions cannot both pass.
 */
async function anotherActiveAdminRemains(tx: Tx, userId: string): Promise<boolean> {
  const admins = await tx
    .select({ id: adminUsers.id, active: adminUsers.active, frozen: adminUsers.frozen })
    .from(adminUsers)
    .where(eq(adminUsers.userType, "admin"))
    .for("update");
  return admins.some((admin) => admin.id !== userId && admin.active && !admin.frozen);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

export function passwordProblem(password: string): string | null {
  return isCommonPassword(password) ? MESSAGES.passwordCommon : null;
}

export async function createUser(
  db: Db,
  input: { username: string; email: string | null; password: string; userType: UserType },
  now: Date,
): Promise<UserOutcome> {
  const common = passwordProblem(input.password);
  if (common) return { ok: false, message: common, field: "password" };
  if (await usernameTaken(db, input.username)) return { ok: false, message: USER_ERRORS.usernameTaken, field: "username" };
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(adminUsers).values({ ...input, passwordHash, createdAt: now, updatedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: USER_ERRORS.usernameTaken, field: "username" };
    throw error;
  }
  return { ok: true };
}

export async function updateUser(
  db: Db,
  actor: SessionUser,
  userId: string,
  input: { username: string; email: string | null; userType: UserType; active: boolean },
  now: Date,
): Promise<UserOutcome> {
  if (userId === actor.userId && !input.active) return { ok: false, message: USER_ERRORS.selfDeactivate, field: "active" };
  const outcome = await db.transaction(async (tx): Promise<UserOutcome> => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
    if (!current) return { ok: false, message: USER_ERRORS.notFound };
    const losesAdmin = current.userType === "admin" && current.active && !current.frozen && (input.userType !== "admin" || !input.active);
    if (losesAdmin && !(await anotherActiveAdminRemains(tx, userId))) return { ok: false, message: USER_ERRORS.lastAdmin, field: "userType" };
    if (await usernameTaken(tx, input.username, userId)) return { ok: false, message: USER_ERRORS.usernameTaken, field: "username" };
    await tx.update(adminUsers).set({ ...input, updatedAt: now }).where(eq(adminUsers.id, userId));
    return { ok: true };
  });
  if (outcome.ok && !input.active) await deleteUserSessions(db, userId);
  return outcome;
}

export async function setUserFrozen(db: Db, actor: SessionUser, userId: string, frozen: boolean, now: Date): Promise<UserOutcome> {
  if (frozen && userId === actor.userId) return { ok: false, message: USER_ERRORS.selfFreeze };
  const outcome = await db.transaction(async (tx): Promise<UserOutcome> => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
    if (!current) return { ok: false, message: USER_ERRORS.notFound };
    if (frozen && current.userType === "admin" && !(await anotherActiveAdminRemains(tx, userId))) {
      return { ok: false, message: USER_ERRORS.lastAdmin };
    }
    await tx.update(adminUsers).set({ frozen, updatedAt: now }).where(eq(adminUsers.id, userId));
    return { ok: true };
  });
  if (outcome.ok && frozen) await deleteUserSessions(db, userId);
  return outcome;
}

export async function deleteUser(db: Db, actor: SessionUser, userId: string): Promise<UserOutcome> {
  if (userId === actor.userId) return { ok: false, message: USER_ERRORS.selfDelete };
  return db.transaction(async (tx): Promise<UserOutcome> => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
    if (!current) return { ok: false, message: USER_ERRORS.notFound };
    if (current.userType === "admin" && !(await anotherActiveAdminRemains(tx, userId))) return { ok: false, message: USER_ERRORS.lastAdmin };
    // Sessions go with the row (foreign key cascade).
    await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    return { ok: true };
  });
}

/** New password; ends the user's sessions (keeping the acting admin's own) and lifts lock-outs. */
export async function resetUserPassword(
  db: Db,
  actor: Pick<SessionUser, "sessionId"> | null,
  userId: string,
  password: string,
  now: Date,
): Promise<UserOutcome> {
  const common = passwordProblem(password);
  if (common) return { ok: false, message: common, field: "password" };
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: now })
    .where(eq(adminUsers.id, userId))
    .returning({ username: adminUsers.username });
  if (!updated) return { ok: false, message: USER_ERRORS.notFound };
  await deleteUserSessions(db, userId, actor?.sessionId);
  await clearLockouts(db, updated.username, now);
  return { ok: true };
}

export async function findUserIdByName(db: Db, username: string): Promise<string | null> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}
