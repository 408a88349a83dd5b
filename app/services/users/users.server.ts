import { and, asc, count, eq, ne } from "drizzle-orm";
import { adminUsers, usernameKeyIs } from "~/db/schema/index";
import { MESSAGES } from "~/lib/users/account-rules";
import type { UserType } from "~/lib/users/user-types";
import type { Db, Tx } from "~/services/platform";
import { type Actor, authorizeActor, clearLockouts, clearSecretGuesses, deleteUserSessions, hashPassword, isCommonPassword } from "~/services/auth";
import { recordUserEvent, snapshotColumns, type UserSnapshot } from "./user-audit.server";
import { USER_ERRORS, UserRefusedError } from "./user-errors.server";

const publicColumns = {
  ...snapshotColumns,
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
  const condition = usernameKeyIs(username);
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

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new UserRefusedError(MESSAGES.passwordCommon, "password");
}

/** The account `userId`; refused when it no longer exists. */
export async function requireAccount(db: Db, userId: string): Promise<UserSnapshot> {
  const [account] = await db.select(snapshotColumns).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!account) throw new UserRefusedError(USER_ERRORS.notFound);
  return account;
}

/** The account `userId`, locked until the transaction ends; refused when it no longer exists. */
async function lockAccount(tx: Tx, userId: string): Promise<UserSnapshot> {
  const [account] = await tx.select(snapshotColumns).from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
  if (!account) throw new UserRefusedError(USER_ERRORS.notFound);
  return account;
}

/** Creates an account; the system (first start, the command line) needs no role. Returns it. */
export async function createUser(
  db: Db,
  actor: Actor,
  input: { username: string; email: string | null; password: string; userType: UserType },
  now: Date,
): Promise<UserSnapshot> {
  authorizeActor(actor, "users:manage");
  refuseCommonPassword(input.password);
  if (await usernameTaken(db, input.username)) throw new UserRefusedError(USER_ERRORS.usernameTaken, "username");
  const passwordHash = await hashPassword(input.password);
  const { username, email, userType } = input;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(adminUsers)
        .values({ username, email, userType, passwordHash, createdAt: now, updatedAt: now })
        .returning(snapshotColumns);
      await recordUserEvent(tx, "user_created", actor, { now, before: null, after: created! });
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserRefusedError(USER_ERRORS.usernameTaken, "username");
    throw error;
  }
}

/** Whether the account acted on is the actor's own. */
function isSelf(actor: Actor, userId: string): boolean {
  return actor.user?.userId === userId;
}

export async function updateUser(
  db: Db,
  actor: Actor,
  userId: string,
  input: { username: string; email: string | null; userType: UserType; active: boolean },
  now: Date,
): Promise<UserSnapshot> {
  authorizeActor(actor, "users:manage");
  if (isSelf(actor, userId) && !input.active) throw new UserRefusedError(USER_ERRORS.selfDeactivate, "active");
  return db.transaction(async (tx) => {
    const current = await lockAccount(tx, userId);
    // An admin who lowered their own type would lose this very tab at once, with no way back.
    if (isSelf(actor, userId) && input.userType !== current.userType) throw new UserRefusedError(USER_ERRORS.selfType, "userType");
    const losesAdmin = current.userType === "admin" && current.active && !current.frozen && (input.userType !== "admin" || !input.active);
    if (losesAdmin && !(await anotherActiveAdminRemains(tx, userId))) throw new UserRefusedError(USER_ERRORS.lastAdmin, "userType");
    if (await usernameTaken(tx, input.username, userId)) throw new UserRefusedError(USER_ERRORS.usernameTaken, "username");
    const [updated] = await tx
      .update(adminUsers)
      .set({ ...input, updatedAt: now })
      .where(eq(adminUsers.id, userId))
      .returning(snapshotColumns);
    await recordUserEvent(tx, "user_updated", actor, { now, before: current, after: updated! });
    if (!input.active) await deleteUserSessions(tx, userId);
    return updated!;
  });
}

export async function setUserFrozen(db: Db, actor: Actor, userId: string, frozen: boolean, now: Date): Promise<UserSnapshot> {
  authorizeActor(actor, "users:manage");
  if (frozen && isSelf(actor, userId)) throw new UserRefusedError(USER_ERRORS.selfFreeze);
  return db.transaction(async (tx) => {
    const current = await lockAccount(tx, userId);
    if (frozen && current.userType === "admin" && !(await anotherActiveAdminRemains(tx, userId))) throw new UserRefusedError(USER_ERRORS.lastAdmin);
    const [updated] = await tx.update(adminUsers).set({ frozen, updatedAt: now }).where(eq(adminUsers.id, userId)).returning(snapshotColumns);
    await recordUserEvent(tx, frozen ? "user_frozen" : "user_unfrozen", actor, { now, before: current, after: updated! });
    if (frozen) await deleteUserSessions(tx, userId);
    return updated!;
  });
}

/** Deletes an account; returns it as it was. */
export async function deleteUser(db: Db, actor: Actor, userId: string, now = new Date()): Promise<UserSnapshot> {
  authorizeActor(actor, "users:manage");
  if (isSelf(actor, userId)) throw new UserRefusedError(USER_ERRORS.selfDelete);
  return db.transaction(async (tx) => {
    const current = await lockAccount(tx, userId);
    if (current.userType === "admin" && !(await anotherActiveAdminRemains(tx, userId))) throw new UserRefusedError(USER_ERRORS.lastAdmin);
    // Sessions go with the row (foreign key cascade).
    await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    await recordUserEvent(tx, "user_deleted", actor, { now, before: current, after: null });
    return current;
  });
}

/** New password; ends the user's sessions (keeping the acting admin's own) and lifts lock-outs and the limit on wrong passwords or codes. */
export async function resetUserPassword(db: Db, actor: Actor, userId: string, password: string, now: Date): Promise<UserSnapshot> {
  authorizeActor(actor, "users:manage");
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(adminUsers).set({ passwordHash, updatedAt: now }).where(eq(adminUsers.id, userId)).returning(snapshotColumns);
    if (!updated) throw new UserRefusedError(USER_ERRORS.notFound);
    await recordUserEvent(tx, "user_password_reset", actor, { now, before: updated, after: updated, changes: { password: "changed" } });
    await deleteUserSessions(tx, userId, actor.user?.sessionId);
    await clearLockouts(tx, updated.username, now);
    await clearSecretGuesses(tx, userId);
    return updated;
  });
}

export async function findUserIdByName(db: Db, username: string): Promise<string | null> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(usernameKeyIs(username)).limit(1);
  return row?.id ?? null;
}
