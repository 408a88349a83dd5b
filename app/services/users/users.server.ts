import { and, asc, count, eq, ne } from "drizzle-orm";
import { adminUsers, usernameKeyIs } from "~/db/schema/index";
import { MESSAGES } from "~/lib/users/account-rules";
import type { UserType } from "~/lib/users/user-types";
import type { Db, Tx } from "~/services/platform";
import { authorize, clearLockouts, deleteUserSessions, hashPassword, isCommonPassword, type SessionUser } from "~/services/auth";
import { recordUserEvent, type RequestOrigin } from "./user-audit.server";

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

export function passwordProblem(password: string): string | null {
  return isCommonPassword(password) ? MESSAGES.passwordCommon : null;
}

/** Who asks for a change to accounts: staff signed in (with the users:manage role), or null for the system. */
type Actor = Pick<SessionUser, "userId" | "username" | "userType">;

function mayManageUsers(actor: Actor | null): void {
  if (actor) authorize(actor, "users:manage");
}

const snapshotColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  userType: adminUsers.userType,
  active: adminUsers.active,
  frozen: adminUsers.frozen,
};

export async function createUser(
  db: Db,
  input: { username: string; email: string | null; password: string; userType: UserType },
  now: Date,
  actor: Actor | null = null,
  origin: RequestOrigin = {},
): Promise<UserOutcome> {
  mayManageUsers(actor);
  const common = passwordProblem(input.password);
  if (common) return { ok: false, message: common, field: "password" };
  if (await usernameTaken(db, input.username)) return { ok: false, message: USER_ERRORS.usernameTaken, field: "username" };
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(adminUsers)
        .values({ ...input, passwordHash, createdAt: now, updatedAt: now })
        .returning(snapshotColumns);
      await recordUserEvent(tx, "user_created", { actor, origin, now, before: null, after: created! });
    });
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
  origin: RequestOrigin = {},
): Promise<UserOutcome> {
  mayManageUsers(actor);
  if (userId === actor.userId && !input.active) return { ok: false, message: USER_ERRORS.selfDeactivate, field: "active" };
  const outcome = await db.transaction(async (tx): Promise<UserOutcome> => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
    if (!current) return { ok: false, message: USER_ERRORS.notFound };
    const losesAdmin = current.userType === "admin" && current.active && !current.frozen && (input.userType !== "admin" || !input.active);
    if (losesAdmin && !(await anotherActiveAdminRemains(tx, userId))) return { ok: false, message: USER_ERRORS.lastAdmin, field: "userType" };
    if (await usernameTaken(tx, input.username, userId)) return { ok: false, message: USER_ERRORS.usernameTaken, field: "username" };
    const [updated] = await tx
      .update(adminUsers)
      .set({ ...input, updatedAt: now })
      .where(eq(adminUsers.id, userId))
      .returning(snapshotColumns);
    await recordUserEvent(tx, "user_updated", { actor, origin, now, before: current, after: updated! });
    if (!input.active) await deleteUserSessions(tx, userId);
    return { ok: true };
  });
  return outcome;
}

export async function setUserFrozen(db: Db, actor: SessionUser, userId: string, frozen: boolean, now: Date, origin: RequestOrigin = {}): Promise<UserOutcome> {
  mayManageUsers(actor);
  if (frozen && userId === actor.userId) return { ok: false, message: USER_ERRORS.selfFreeze };
  const outcome = await db.transaction(async (tx): Promise<UserOutcome> => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
    if (!current) return { ok: false, message: USER_ERRORS.notFound };
    if (frozen && current.userType === "admin" && !(await anotherActiveAdminRemains(tx, userId))) {
      return { ok: false, message: USER_ERRORS.lastAdmin };
    }
    const [updated] = await tx.update(adminUsers).set({ frozen, updatedAt: now }).where(eq(adminUsers.id, userId)).returning(snapshotColumns);
    await recordUserEvent(tx, frozen ? "user_frozen" : "user_unfrozen", { actor, origin, now, before: current, after: updated! });
    if (frozen) await deleteUserSessions(tx, userId);
    return { ok: true };
  });
  return outcome;
}

export async function deleteUser(db: Db, actor: SessionUser, userId: string, now = new Date(), origin: RequestOrigin = {}): Promise<UserOutcome> {
  mayManageUsers(actor);
  if (userId === actor.userId) return { ok: false, message: USER_ERRORS.selfDelete };
  return db.transaction(async (tx): Promise<UserOutcome> => {
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for("update");
    if (!current) return { ok: false, message: USER_ERRORS.notFound };
    if (current.userType === "admin" && !(await anotherActiveAdminRemains(tx, userId))) return { ok: false, message: USER_ERRORS.lastAdmin };
    // Sessions go with the row (foreign key cascade).
    await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    await recordUserEvent(tx, "user_deleted", { actor, origin, now, before: current, after: null });
    return { ok: true };
  });
}

/** New password; ends the user's sessions (keeping the acting admin's own) and lifts lock-outs. */
export async function resetUserPassword(
  db: Db,
  actor: (Actor & Pick<SessionUser, "sessionId">) | null,
  userId: string,
  password: string,
  now: Date,
  origin: RequestOrigin = {},
): Promise<UserOutcome> {
  mayManageUsers(actor);
  const common = passwordProblem(password);
  if (common) return { ok: false, message: common, field: "password" };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<UserOutcome> => {
    const [updated] = await tx.update(adminUsers).set({ passwordHash, updatedAt: now }).where(eq(adminUsers.id, userId)).returning(snapshotColumns);
    if (!updated) return { ok: false, message: USER_ERRORS.notFound };
    await recordUserEvent(tx, "user_password_reset", { actor, origin, now, before: updated, after: updated, changes: { password: "changed" } });
    await deleteUserSessions(tx, userId, actor?.sessionId);
    await clearLockouts(tx, updated.username, now);
    return { ok: true };
  });
}

export async function findUserIdByName(db: Db, username: string): Promise<string | null> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(usernameKeyIs(username)).limit(1);
  return row?.id ?? null;
}

export async function findUsernameById(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, userId));
  return row?.username ?? null;
}
