/**
 * Authentication: password checks, sign-in with lock-out, sign-out, server-side admin sessions and the role rule.
 */
export { type Actor, actorEventFields, authorizeActor, requestActor, SYSTEM_ACTOR, type Visitor, visitorEventFields, visitorOf } from "./actor.server";
export { authorize, NotPermittedError } from "./authorize.server";
export { clearLockouts, liftLockout, LockoutNotFoundError, reserveAttempt, settleAttempt } from "./lockout.server";
export { confirmOwnPassword, type PasswordConfirmation } from "./confirm-password.server";
export {
  accountsGuessedAt,
  checkSecretGuess,
  clearSecretGuesses,
  type GuessingAccount,
  GuessLockGoneError,
  type GuessVerdict,
  liftSecretGuessLock,
  ownGuessState,
} from "./secret-guesses.server";
export { hashPassword, isCommonPassword } from "./passwords.server";
export {
  createSession,
  deleteSessionByToken,
  deleteUserSessions,
  hashSessionToken,
  lookupSession,
  type SessionLookup,
  type SessionUser,
  takeWelcome,
  type TwoFactorStanding,
} from "./sessions.server";
export { endOtherSessions, endSession, listUserSessions, type SessionSummary } from "./session-list.server";
export { deleteChallenge, findChallenge, type SignInChallenge } from "./sign-in-challenges.server";
export { login, signIn, type SignInRefusal, type SignInResult, startSession } from "./sign-in.server";
export { signOut } from "./sign-out.server";
export { pruneSignInRecords } from "./sign-in-retention.server";
export { pruneResetTokens, requestPasswordReset, resetPasswordWithToken, resetTokenUsable } from "./password-reset.server";
