/**
 * Staff accounts: create, edit, freeze, reset passwords, delete (each recorded in the audit log); the first admin on an empty database.
 */
export { acknowledgeSecurityAlerts } from "./alerts-seen.server";
export { ensureFirstAdmin } from "./first-admin.server";
export { changeOwnPassword } from "./own-password.server";
export { printedPasswordStillInUse } from "./printed-password.server";
export { type UserSnapshot } from "./user-audit.server";
export { USER_ERRORS, UserRefusedError } from "./user-errors.server";
export { createUser, deleteUser, findUserIdByName, listUsers, requireAccount, resetUserPassword, setUserFrozen, updateUser } from "./users.server";
