/**
 * Staff accounts: create, edit, freeze, reset passwords, delete (each recorded in the audit log); the first admin on an empty database.
 */
export { ensureFirstAdmin } from "./first-admin.server";
export { printedPasswordStillInUse } from "./printed-password.server";
export { type RequestOrigin } from "./user-audit.server";
export {
  createUser,
  deleteUser,
  findUserIdByName,
  findUsernameById,
  listUsers,
  resetUserPassword,
  setUserFrozen,
  updateUser,
  USER_ERRORS,
  type UserOutcome,
} from "./users.server";
