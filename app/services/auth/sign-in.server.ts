import { eq } from "drizzle-orm";
import { adminUsers, usernameKeyIs } from "~/db/schema/index";
import { attemptsLeft } from "~/lib/auth/lockout-rules";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "~/lib/core/control-characters";
import { cleanInput } from "~/lib/core/input-cleaning";
import { PASSWORD_MAX, usernameSchema } from "~/lib/users/account-rules";
import type { Db } from "~/services/platform";
import { detectLoginBursts, recordEvent, recordHoneypotHit } from "~/services/security";
import { reserveAttempt, settleAttempt } from "./lockout.server";
import { dummyPasswordHash, verifyPassword } from "./passwords.server";
import { createSession, deleteSessionByToken } from "./sessions.server";
import { createChallenge, hasTwoFactor } from "./sign-in-challenges.server";
import { throttleAccount } from "./sign-in-throttle.server";

/** A right password opens a session, or, for an account with two-factor, a challenge for the code. */
export type SignedIn =
  | { ok: true; next: "session"; token: string; user: { id: string; username: string } }
  | { ok: true; next: "two-factor"; challengeToken: string; user: { id: string; username: string } };

export type LoginResult = SignedIn | { ok: false; reason: "invalid"; attemptsLeft: number | null } | { ok: false; reason: "locked"; blockedUntil: Date };

export type LoginInput = {
  username: string;
  password: string;
  ipAddress: string;
  userAgent: string | null;
  now: Date;
  /** The session this browser had before; it ends when the new one starts. */
  previousToken?: string | null;
};

/** Why a sign-in was refused, with the username to show back (as typed, or as cleaned once valid). */
export type SignInRefusal =
  | { refusal: "honeypot" }
  | { refusal: "missing"; username: string }
  | { refusal: "invalid-username"; username: string; message: string }
  | { refusal: "invalid-credentials"; username: string; attemptsLeft: number | null }
  | { refusal: "locked"; username: string; blockedUntil: Date }
  | { refusal: "invalid-input"; username: string; message: string }
  | { refusal: "rate-limited"; username: string; retryAfterSeconds: number };

export type SignInResult = SignedIn | ({ ok: false } & SignInRefusal);

/** A sign-in form as submitted: plain values, the hidden honeypot field included. */
export type SignInInput = Omit<LoginInput, "username"> & { username: string; honeypot: string };

async function findUserByName(db: Db, username: string) {
  const [user] = await db.select().from(adminUsers).where(usernameKeyIs(username)).limit(1);
  return user;
}

/**
 * One sign-in attempt from the form: refuses bots (recording a critical event) and malformed
 * input before any account is looked at, then checks the credentials.
 */
export async function signIn(db: Db, input: SignInInput): Promise<SignInResult> {
  const { password, now } = input;
  const typed = input.username.slice(0, 500);
  // Refused before anything is stored: PostgreSQL rejects NUL, and no name or password has such characters.
  if (hasControlCharacters(typed) || hasControlCharacters(password)) {
    return { ok: false, refusal: "invalid-input", username: "", message: `The username and password ${CONTROL_CHARACTER_MESSAGE}.` };
  }
  if (input.honeypot) {
    await recordHoneypotHit(db, {
      where: "the login form",
      at: now,
      target: { type: "user", label: typed || null },
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
    });
    return { ok: false, refusal: "honeypot" };
  }
  if (!cleanInput(typed) || !password) return { ok: false, refusal: "missing", username: typed };
  const username = usernameSchema.safeParse(typed);
  if (!username.success) return { ok: false, refusal: "invalid-username", username: typed, message: username.error.issues[0]?.message ?? "" };
  // No account has a longer password; refusing early keeps argon2 from hashing megabytes.
  if (password.length > PASSWORD_MAX) return { ok: false, refusal: "invalid-credentials", username: username.data, attemptsLeft: null };

  const throttled = await throttleAccount(db, { username: username.data, ipAddress: input.ipAddress, now });
  if (!throttled.allowed) return { ok: false, refusal: "rate-limited", username: username.data, retryAfterSeconds: throttled.retryAfterSeconds };

  const result = await login(db, { ...input, username: username.data });
  if (result.ok) return result;
  if (result.reason === "locked") return { ok: false, refusal: "locked", username: username.data, blockedUntil: result.blockedUntil };
  return { ok: false, refusal: "invalid-credentials", username: username.data, attemptsLeft: result.attemptsLeft };
}

/**
 * Checks a login. Unknown users, wrong passwords, frozen and inactive accounts all get the same
 * answer after the same argon2 work. Every attempt is counted for the lock-out before the
 * password is checked, and recorded.
 */
export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const { username, ipAddress, now } = input;
  const origin = { at: now, ipAddress, userAgent: input.userAgent };
  const burstInput = { username, ipAddress, userAgent: input.userAgent, now };
  const decision = await reserveAttempt(db, { ipAddress, username, now });
  if (!decision.allowed) {
    await recordEvent(db, { ...origin, kind: "sign_in_locked", outcome: "failure", target: { type: "user", label: username } });
    await detectLoginBursts(db, burstInput);
    return { ok: false, reason: "locked", blockedUntil: decision.blockedUntil };
  }
  const user = await findUserByName(db, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const success = Boolean(user && passwordOk && user.active && !user.frozen);
  const secondStepDue = success && user ? await hasTwoFactor(db, user.id) : false;
  const { blockedUntil, failures } = decision.ticket;
  // With two-factor the password attempt stays counted as a failure until the code is right, so
  // guessing codes cannot be reset by entering the password again.
  if (!secondStepDue) await settleAttempt(db, decision.ticket, success, now);
  if (!success || !user || (secondStepDue && blockedUntil)) {
    await recordEvent(db, { ...origin, kind: "sign_in_refused", outcome: "failure", target: { type: "user", id: user?.id ?? null, label: username } });
    await detectLoginBursts(db, burstInput);
    return blockedUntil ? { ok: false, reason: "locked", blockedUntil } : { ok: false, reason: "invalid", attemptsLeft: attemptsLeft(failures) };
  }
  await detectLoginBursts(db, burstInput);
  const signedIn = { id: user.id, username: user.username };
  if (secondStepDue) {
    const challengeToken = await createChallenge(db, { userId: user.id, attemptId: decision.ticket.attemptId, ipAddress, userAgent: input.userAgent, now });
    return { ok: true, next: "two-factor", challengeToken, user: signedIn };
  }
  const token = await startSession(db, { user: signedIn, ipAddress, userAgent: input.userAgent, previousToken: input.previousToken, now });
  return { ok: true, next: "session", token, user: signedIn };
}

/**
 * Opens the session of a completed sign-in (after the password, or after the second step) and
 * records it. A fresh session id at every sign-in; the browser's old session ends with it.
 */
export async function startSession(
  db: Db,
  input: { user: { id: string; username: string }; ipAddress: string; userAgent: string | null; previousToken?: string | null; now: Date },
): Promise<string> {
  const { user, ipAddress, now } = input;
  return db.transaction(async (tx) => {
    if (input.previousToken) await deleteSessionByToken(tx, input.previousToken);
    await tx.update(adminUsers).set({ lastLogin: now, lastLoginIp: ipAddress }).where(eq(adminUsers.id, user.id));
    const created = await createSession(tx, { userId: user.id, ipAddress, userAgent: input.userAgent, now });
    const actor = { userId: user.id, username: user.username };
    await recordEvent(tx, {
      kind: "sign_in",
      at: now,
      ipAddress,
      userAgent: input.userAgent,
      actor,
      target: { type: "user", id: user.id, label: user.username },
    });
    return created;
  });
}
