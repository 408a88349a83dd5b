/**
 * Authentication: password checks, sign-in with lock-out, and server-side admin sessions.
 */
export { clearLockouts } from "./lockout.server";
export { hashPassword, isCommonPassword } from "./passwords.server";
export { createSession, deleteSessionByToken, deleteUserSessions, hashSessionToken, lookupSession, type SessionUser, takeWelcome } from "./sessions.server";
export { currentAdmin, login, requireAdmin } from "./sign-in.server";
export { pruneSignInRecords } from "./sign-in-retention.server";
