import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRecoveryCodes, adminSessions, adminTotp, auditEvents, signInChallenges } from "~/db/schema";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import * as accountRoute from "~/routes/admin/account/route";
import * as loginRoute from "~/routes/admin/sign-in/login";
import * as stepRoute from "~/routes/admin/sign-in/two-factor";
import * as usersRoute from "~/routes/admin/users/route";
import { endOtherSessions, endSession, listUserSessions, login, lookupSession, NotPermittedError, pruneSignInRecords, type SessionUser } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import {
  completeSecondStep,
  confirmEnrolment,
  disableTwoFactor,
  listAdminsWithoutTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  setTwoFactorRequired,
  startEnrolment,
  TwoFactorRefusedError,
  twoFactorStatus,
} from "~/services/two-factor";
import { actorOf } from "../support/actors";
import { formRequest, getRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestSession, createTestUser, TEST_PASSWORD } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { refusalOf } from "../support/refusals";
import { createTestContext, createTestServices } from "../support/test-services";

const T0 = new Date("2026-11-23T10:00:05Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

describe("two-factor sign-in", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let key = "";
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    services = createTestServices(database());
    key = services.config.twoFactorKeyMaterial;
  });

  async function account(username: string, userType: SessionUser["userType"] = "admin"): Promise<SessionUser> {
    const userId = await createTestUser(db(), { username, userType });
    const token = await createTestSession(db(), userId, { now: T0 });
    const lookup = await lookupSession(db(), token, { now: T0, idleMinutes: 30 });
    if (lookup.status !== "valid") throw new Error("no session");
    return lookup.user;
  }

  /** Enrols at T0 and returns the secret and the recovery codes. */
  async function enrol(actor: SessionUser) {
    await expect(startEnrolment(db(), key, actor.userId, T0)).resolves.toBeUndefined();
    const status = await twoFactorStatus(db(), key, actor.userId);
    if (status.state !== "enrolling" || !status.secret) throw new Error("not enrolling");
    const secret = status.secret;
    const codes = await confirmEnrolment(db(), key, actorOf(actor), { password: TEST_PASSWORD, code: await codeAt(secret, T0), now: T0 });
    return { secret, codes };
  }

  async function passwordStep(username: string, ipAddress: string, now: Date) {
    const result = await login(db(), { username, password: TEST_PASSWORD, ipAddress, userAgent: "vitest", now });
    if (!result.ok || result.next !== "two-factor") throw new Error(`expected the code step, got ${JSON.stringify(result)}`);
    return result.challengeToken;
  }

  const secondStep = (challengeToken: string | null, code: string, ipAddress: string, now: Date) =>
    completeSecondStep(db(), key, { challengeToken, code, ipAddress, userAgent: "vitest", now });

  it("enrols: the secret is stored encrypted, confirmed by a first code and the password, with ten recovery codes", async () => {
    const actor = await account("enrol_me");
    await startEnrolment(db(), key, actor.userId, T0);
    const status = await twoFactorStatus(db(), key, actor.userId);
    if (status.state !== "enrolling" || !status.secret) throw new Error("not enrolling");
    const [row] = await db().select().from(adminTotp).where(eq(adminTotp.userId, actor.userId));
    expect(row!.secretEncrypted).not.toContain(status.secret);
    expect(row!.confirmedAt).toBeNull();

    const code = await codeAt(status.secret, T0);
    const wrongPassword = confirmEnrolment(db(), key, actorOf(actor), { password: "wrong-password-1", code, now: T0 });
    expect(await refusalOf(wrongPassword, TwoFactorRefusedError)).toEqual({
      message: TWO_FACTOR_TEXT.wrongPassword,
      status: 400,
      fieldErrors: { password: TWO_FACTOR_TEXT.wrongPassword },
    });
    const wrongCode = confirmEnrolment(db(), key, actorOf(actor), { password: TEST_PASSWORD, code: "000000", now: T0 });
    expect(await refusalOf(wrongCode, TwoFactorRefusedError)).toEqual({
      message: TWO_FACTOR_TEXT.wrongCode,
      status: 400,
      fieldErrors: { code: TWO_FACTOR_TEXT.wrongCode },
    });
    const codes = await confirmEnrolment(db(), key, actorOf(actor), { password: TEST_PASSWORD, code, now: T0 });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, actor.userId));
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect(await twoFactorStatus(db(), key, actor.userId)).toMatchObject({ state: "on", codesLeft: 10 });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, actor.userId));
    expect(audit.map((event) => event.action)).toContain("two_factor_enabled");
    expect(JSON.stringify(audit)).not.toContain(status.secret);
  });

  it("signs in with the password and then a code; the password alone opens no session", async () => {
    const actor = await account("coder");
    const { secret } = await enrol(actor);
    const ip = nextIp();
    const challenge = await passwordStep("coder", ip, at(60));
    const sessionsBefore = await db().select().from(adminSessions).where(eq(adminSessions.userId, actor.userId));
    expect(sessionsBefore).toHaveLength(1); // only the fixture's
    const result = await secondStep(challenge, await codeAt(secret, at(60)), ip, at(61));
    expect(result).toMatchObject({ ok: true, user: { username: "coder" }, recoveryCodesLeft: null });
    if (!result.ok) return;
    expect((await lookupSession(db(), result.token, { now: at(62), idleMinutes: 30 })).status).toBe("valid");
    // The challenge is used up.
    expect(await secondStep(challenge, await codeAt(secret, at(90)), ip, at(91))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a code that was already accepted (replay), even on a new challenge", async () => {
    const actor = await account("replayer");
    const { secret } = await enrol(actor);
    const ip = nextIp();
    const code = await codeAt(secret, at(120));
    const first = await secondStep(await passwordStep("replayer", ip, at(120)), code, ip, at(120));
    expect(first.ok).toBe(true);
    const second = await secondStep(await passwordStep("replayer", ip, at(125)), code, ip, at(125));
    expect(second).toMatchObject({ ok: false, reason: "invalid" });
    // The enrolment code of T0 is refused too.
    const third = await secondStep(await passwordStep("replayer", ip, at(126)), await codeAt(secret, T0), ip, at(126));
    expect(third).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("lets a challenge expire after five minutes", async () => {
    const actor = await account("slowpoke");
    const { secret } = await enrol(actor);
    const ip = nextIp();
    const challenge = await passwordStep("slowpoke", ip, at(200));
    expect(await secondStep(challenge, await codeAt(secret, at(501)), ip, at(501))).toEqual({ ok: false, reason: "expired" });
  });

  it("accepts each recovery code once, and counts what is left", async () => {
    const actor = await account("recoverer");
    const { codes } = await enrol(actor);
    const ip = nextIp();
    const typed = `${codes[0]!.slice(0, 5).toLowerCase()}-${codes[0]!.slice(5)}`;
    const used = await secondStep(await passwordStep("recoverer", ip, at(60)), typed, ip, at(60));
    expect(used).toMatchObject({ ok: true, recoveryCodesLeft: 9 });
    const again = await secondStep(await passwordStep("recoverer", ip, at(70)), codes[0]!, ip, at(70));
    expect(again).toMatchObject({ ok: false, reason: "invalid" });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, actor.userId));
    expect(audit.filter((event) => event.action === "recovery_code_used")).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(codes[0]!);
  });

  it("counts wrong codes toward the lock-out, and entering the password again does not reset the count", async () => {
    const actor = await account("guesser");
    const { secret } = await enrol(actor);
    const ip = nextIp();
    // Password right (still counted until the code is), then wrong codes: 1 + 2 failures.
    const challenge = await passwordStep("guesser", ip, at(60));
    expect(await secondStep(challenge, "000000", ip, at(61))).toMatchObject({ ok: false, reason: "invalid" });
    expect(await secondStep(challenge, "111111", ip, at(62))).toMatchObject({ ok: false, reason: "invalid", attemptsLeft: 2 });
    // A fresh password attempt counts as the fourth failure; the next wrong code is the fifth.
    const retry = await passwordStep("guesser", ip, at(63));
    const locked = await secondStep(retry, "222222", ip, at(64));
    expect(locked).toMatchObject({ ok: false, reason: "locked" });
    // Locked: the right code is refused as well and the challenge is gone.
    expect(await secondStep(retry, await codeAt(secret, at(65)), ip, at(65))).toEqual({ ok: false, reason: "expired" });
    expect(await login(db(), { username: "guesser", password: TEST_PASSWORD, ipAddress: ip, userAgent: null, now: at(66) })).toMatchObject({
      ok: false,
      reason: "locked",
    });
  });

  it("clears the count after a right code", async () => {
    const actor = await account("fumbler");
    const { secret } = await enrol(actor);
    const ip = nextIp();
    const challenge = await passwordStep("fumbler", ip, at(60));
    await secondStep(challenge, "000000", ip, at(61));
    expect((await secondStep(challenge, await codeAt(secret, at(62)), ip, at(62))).ok).toBe(true);
    // Counted afresh: the password and one wrong code are two failures, below the warning.
    const next = await passwordStep("fumbler", ip, at(70));
    expect(await secondStep(next, "000000", ip, at(71))).toEqual({ ok: false, reason: "invalid", attemptsLeft: null });
  });

  it("regenerates recovery codes with the password: the old ones stop working", async () => {
    const actor = await account("regen");
    const { codes } = await enrol(actor);
    expect(await refusalOf(regenerateRecoveryCodes(db(), actorOf(actor), { password: "not-my-password", now: at(10) }), TwoFactorRefusedError)).toEqual({
      message: TWO_FACTOR_TEXT.wrongPassword,
      status: 400,
      fieldErrors: { password: TWO_FACTOR_TEXT.wrongPassword },
    });
    const fresh = await regenerateRecoveryCodes(db(), actorOf(actor), { password: TEST_PASSWORD, now: at(10) });
    const ip = nextIp();
    expect(await secondStep(await passwordStep("regen", ip, at(20)), codes[1]!, ip, at(20))).toMatchObject({ ok: false, reason: "invalid" });
    expect(await secondStep(await passwordStep("regen", ip, at(21)), fresh[1]!, ip, at(21))).toMatchObject({ ok: true, recoveryCodesLeft: 9 });
  });

  it("turns off with the password; the password alone then signs in", async () => {
    const actor = await account("quitter");
    await enrol(actor);
    expect(await refusalOf(disableTwoFactor(db(), actorOf(actor), { password: "nope-nope-1", now: at(5) }), TwoFactorRefusedError)).toEqual({
      message: TWO_FACTOR_TEXT.wrongPassword,
      status: 400,
      fieldErrors: { password: TWO_FACTOR_TEXT.wrongPassword },
    });
    await expect(disableTwoFactor(db(), actorOf(actor), { password: TEST_PASSWORD, now: at(5) })).resolves.toBeUndefined();
    expect(await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, actor.userId))).toHaveLength(0);
    expect(await login(db(), { username: "quitter", password: TEST_PASSWORD, ipAddress: nextIp(), userAgent: null, now: at(6) })).toMatchObject({
      ok: true,
      next: "session",
    });
  });

  it("lets an admin reset another account's two-factor (audited); other roles may not", async () => {
    const chief = await account("reset_chief");
    const lost = await account("lost_phone", "moderator");
    await enrol(lost);
    await expect(resetTwoFactor(db(), actorOf(lost), { id: chief.userId, username: chief.username }, at(1))).rejects.toThrow(NotPermittedError);
    await expect(resetTwoFactor(db(), actorOf(chief), { id: lost.userId, username: lost.username }, at(1))).resolves.toBeUndefined();
    expect(await twoFactorStatus(db(), key, lost.userId)).toEqual({ state: "off" });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "two_factor_reset"));
    expect(event).toMatchObject({ actorLabel: "reset_chief", targetLabel: "lost_phone" });
  });

  it("lists the active admins without two-factor for the security center", async () => {
    const names = (await listAdminsWithoutTwoFactor(db())).map((admin) => admin.username);
    expect(names).toContain("reset_chief");
    expect(names).not.toContain("coder");
    expect(names).not.toContain("lost_phone"); // a moderator
  });

  it("keeps no half-done sign-in in a backup and deletes it with its account", async () => {
    const { backedUpTables } = await import("~/services/backups/table-catalog.server");
    const tables = (await backedUpTables(db())).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(["admin_totp", "admin_recovery_codes"]));
    expect(tables).not.toContain("sign_in_challenges");
  });

  it("keeps a half-done sign-in only as a hash, and the retention job sweeps it once expired", async () => {
    const actor = await account("sweeper");
    await enrol(actor);
    const token = await passwordStep("sweeper", nextIp(), at(30));
    const rows = await db().select().from(signInChallenges).where(eq(signInChallenges.userId, actor.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    await pruneSignInRecords(db(), at(30 + 5 * 60 + 1));
    expect(await db().select().from(signInChallenges).where(eq(signInChallenges.userId, actor.userId))).toHaveLength(0);
  });
});

describe("the sign-in pages with two-factor", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database());
  });

  async function answer(run: () => Promise<unknown>) {
    try {
      return await run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("sends a right password to the code step with a challenge cookie, and a right code to the dashboard with a session", async () => {
    const userId = await createTestUser(db(), { username: "two_stepper", userType: "admin" });
    const token = await createTestSession(db(), userId);
    const lookup = await lookupSession(db(), token, { now: new Date(), idleMinutes: 30 });
    if (lookup.status !== "valid") throw new Error("no session");
    const key = services.config.twoFactorKeyMaterial;
    const now = new Date(Date.now() - 60_000);
    await startEnrolment(db(), key, userId, now);
    const status = await twoFactorStatus(db(), key, userId);
    if (status.state !== "enrolling" || !status.secret) throw new Error("not enrolling");
    const secret = status.secret;
    await confirmEnrolment(db(), key, actorOf(lookup.user), { password: TEST_PASSWORD, code: await codeAt(secret, now), now });

    const context = createTestContext(services, { clientIp: "192.0.2.50" });
    const loginUrl = "http://localhost:3000/svcs/team";
    const toStep = (await answer(() =>
      loginRoute.action({ request: formRequest(loginUrl, { username: "two_stepper", password: TEST_PASSWORD }), context, params: {} } as never),
    )) as Response;
    expect(toStep.status).toBe(302);
    expect(toStep.headers.get("Location")).toBe("/svcs/team/two-factor");
    const challengeCookie = toStep.headers.get("Set-Cookie")!;
    expect(challengeCookie).toMatch(/^admin_challenge=/);
    expect(challengeCookie).toMatch(/HttpOnly/i);
    expect(challengeCookie).toMatch(/SameSite=Strict/i);
    const cookie = challengeCookie.split(";")[0]!;
    const stepUrl = `http://localhost:3000${"/svcs/team/two-factor"}`;

    // The code step shows its form, with the form token a text browser needs to send it (decision 050).
    expect(await answer(() => stepRoute.loader({ request: getRequest(stepUrl, cookie), context, params: {} } as never))).toMatchObject({
      data: { formToken: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const noCookie = (await answer(() => stepRoute.loader({ request: getRequest(stepUrl), context, params: {} } as never))) as Response;
    expect(noCookie.headers.get("Location")).toBe("/svcs/team");

    const wrong = await answer(() => stepRoute.action({ request: formRequest(stepUrl, { code: "000000" }, cookie), context, params: {} } as never));
    expect(wrong).toMatchObject({ data: { toast: { title: "Login failed", description: TWO_FACTOR_TEXT.invalidCode }, over: false }, init: { status: 401 } });
    const code = await codeAt(secret, new Date());
    const signedIn = (await answer(() => stepRoute.action({ request: formRequest(stepUrl, { code }, cookie), context, params: {} } as never))) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/svcs/admin-dashboard");
    const cookies = signedIn.headers.get("Set-Cookie")!;
    expect(cookies).toMatch(/admin_session=/);
    expect(cookies).toMatch(/admin_challenge=;/);
  });

  it("lets an admin reset another user's two-factor and end their sessions from Manage Users (audited)", async () => {
    const adminId = await createTestUser(db(), { username: "keeper", userType: "admin" });
    const cookie = await sessionCookieFor(services, adminId);
    const staffId = await createTestUser(db(), { username: "phone_lost" });
    const staffToken = await createTestSession(db(), staffId);
    const staff = await lookupSession(db(), staffToken, { now: new Date(), idleMinutes: 30 });
    if (staff.status !== "valid") throw new Error("no session");
    const key = services.config.twoFactorKeyMaterial;
    const now = new Date();
    await startEnrolment(db(), key, staffId, now);
    const status = await twoFactorStatus(db(), key, staffId);
    if (status.state !== "enrolling" || !status.secret) throw new Error("not enrolling");
    await confirmEnrolment(db(), key, actorOf(staff.user), { password: TEST_PASSWORD, code: await codeAt(status.secret, now), now });

    const usersUrl = `http://localhost:3000${"/svcs/admin-dashboard/users"}`;
    const post = (fields: Record<string, string>) =>
      usersRoute.action({ request: formRequest(usersUrl, fields, cookie), context: createTestContext(services), params: {} } as never);
    const listed = (await usersRoute.loader({ request: getRequest(usersUrl, cookie), context: createTestContext(services), params: {} } as never)) as {
      users: { username: string; twoFactor: boolean }[];
    };
    expect(listed.users.find((user) => user.username === "phone_lost")?.twoFactor).toBe(true);

    expect(await post({ intent: "reset-two-factor", userId: staffId })).toMatchObject({ data: { ok: true, toast: TWO_FACTOR_TEXT.resetDone("phone_lost") } });
    expect(await post({ intent: "reset-two-factor", userId: staffId })).toMatchObject({ data: { ok: false, toast: { description: TWO_FACTOR_TEXT.notOn } } });
    expect(await post({ intent: "end-sessions", userId: staffId })).toMatchObject({
      data: { ok: true, toast: TWO_FACTOR_TEXT.sessionsOfEnded("phone_lost", 1) },
    });
    expect((await lookupSession(db(), staffToken, { now: new Date(), idleMinutes: 30 })).status).toBe("missing");
    const actions = (await db().select().from(auditEvents).where(eq(auditEvents.targetId, staffId))).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(["two_factor_enabled", "two_factor_reset", "session_revoked"]));
  });
});

describe("require two-factor for every account", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database());
  });

  async function call(loader: (args: never) => unknown, url: string, cookie: string) {
    try {
      return await loader({ request: getRequest(url, cookie), context: createTestContext(services), params: {} } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("sends an account without two-factor to its account page until it enrols, and records the setting", async () => {
    const adminId = await createTestUser(db(), { username: "boss", userType: "admin" });
    const cookie = await sessionCookieFor(services, adminId);
    const usersUrl = `http://localhost:3000${"/svcs/admin-dashboard/users"}`;
    const accountUrl = `http://localhost:3000${"/svcs/admin-dashboard/account"}`;
    expect(await call(usersRoute.loader, usersUrl, cookie)).not.toBeInstanceOf(Response);

    const change = await usersRoute.action({
      request: formRequest(usersUrl, { intent: "require-two-factor", required: "true" }, cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    expect(change).toMatchObject({ data: { ok: true, toast: TWO_FACTOR_TEXT.requireOn } });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "settings_changed"));
    expect(event).toMatchObject({ actorLabel: "boss", changes: { requireTwoFactor: { from: false, to: true } } });

    const refused = await call(usersRoute.loader, usersUrl, cookie);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/svcs/admin-dashboard/account");
    const page = (await call(accountRoute.loader, accountUrl, cookie)) as { required: boolean; twoFactor: { state: string } };
    expect(page).toMatchObject({ required: true, twoFactor: { state: "off" } });

    // Enrol through the account page's actions, as the browser does.
    await accountRoute.action({ request: formRequest(accountUrl, { intent: "start" }, cookie), context: createTestContext(services), params: {} } as never);
    const enrolling = (await call(accountRoute.loader, accountUrl, cookie)) as { twoFactor: { setup: { secret: string; qr: { size: number; path: string } } } };
    expect(enrolling.twoFactor.setup.qr.path).toMatch(/^M\d/);
    const code = await generate({ secret: enrolling.twoFactor.setup.secret });
    const confirmed = await accountRoute.action({
      request: formRequest(accountUrl, { intent: "confirm", code, password: TEST_PASSWORD }, cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    expect(confirmed).toMatchObject({ data: { ok: true, codes: expect.any(Array) } });
    expect(await call(usersRoute.loader, usersUrl, cookie)).not.toBeInstanceOf(Response);

    // While required, it cannot be turned off.
    const disabled = await accountRoute.action({
      request: formRequest(accountUrl, { intent: "disable", password: TEST_PASSWORD }, cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    expect(disabled).toMatchObject({ data: { ok: false, toast: { description: TWO_FACTOR_TEXT.requiredForAll } } });
    const wrongPassword = await accountRoute.action({
      request: formRequest(accountUrl, { intent: "regenerate", password: "not-my-password" }, cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    expect(wrongPassword).toMatchObject({
      data: {
        ok: false,
        toast: { title: TWO_FACTOR_TEXT.failedTitle, description: TWO_FACTOR_TEXT.wrongPassword },
        fieldErrors: { password: TWO_FACTOR_TEXT.wrongPassword },
      },
      init: { status: 400 },
    });
  });

  it("only admins change the setting", async () => {
    const userId = await createTestUser(db(), { username: "viewer", userType: "moderator" });
    const token = await createTestSession(db(), userId);
    const lookup = await lookupSession(db(), token, { now: new Date(), idleMinutes: 30 });
    if (lookup.status !== "valid") throw new Error("no session");
    await expect(setTwoFactorRequired(db(), actorOf(lookup.user), false, new Date())).rejects.toThrow(NotPermittedError);
  });
});

describe("active sessions", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const NOW = new Date("2026-11-23T10:00:00Z");

  async function signedIn(userId: string, ipAddress: string, userAgent = "vitest") {
    const token = await createTestSession(db(), userId, { now: NOW, ipAddress, userAgent });
    const lookup = await lookupSession(db(), token, { now: NOW, idleMinutes: 30 });
    if (lookup.status !== "valid") throw new Error("no session");
    return lookup.user;
  }

  it("lists an account's live sessions, ends one, then all others (audited)", async () => {
    const userId = await createTestUser(db(), { username: "roamer" });
    const here = await signedIn(userId, "203.0.113.10");
    const phone = await signedIn(userId, "203.0.113.11", "Mozilla/5.0 (iPhone)");
    await signedIn(userId, "203.0.113.12");
    const listed = await listUserSessions(db(), userId, { now: NOW, idleMinutes: 30 });
    expect(listed.map((session) => session.ipAddress).sort()).toEqual(["203.0.113.10", "203.0.113.11", "203.0.113.12"]);
    expect(await listUserSessions(db(), userId, { now: new Date(NOW.getTime() + 31 * 60_000), idleMinutes: 30 })).toEqual([]);

    const owner = { id: userId, username: "roamer" };
    expect(await endSession(db(), actorOf(here), { owner, sessionId: phone.sessionId, now: NOW })).toBe(true);
    expect(await endSession(db(), actorOf(here), { owner, sessionId: phone.sessionId, now: NOW })).toBe(false);
    expect(await endOtherSessions(db(), actorOf(here), { owner, now: NOW })).toBe(1);
    expect((await listUserSessions(db(), userId, { now: NOW, idleMinutes: 30 })).map((session) => session.id)).toEqual([here.sessionId]);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.action, "session_revoked"));
    expect(events).toHaveLength(2);
  });

  it("lets an admin end anyone's sessions, and nobody else", async () => {
    const adminId = await createTestUser(db(), { username: "warden", userType: "admin" });
    const targetId = await createTestUser(db(), { username: "target" });
    const admin = await signedIn(adminId, "203.0.113.20");
    const target = await signedIn(targetId, "203.0.113.21");
    const intruder = await signedIn(await createTestUser(db(), { username: "nosy", userType: "moderator" }), "203.0.113.22");
    await expect(endOtherSessions(db(), actorOf(intruder), { owner: { id: targetId, username: "target" }, now: NOW })).rejects.toThrow(NotPermittedError);
    await expect(endSession(db(), actorOf(intruder), { owner: { id: targetId, username: "target" }, sessionId: target.sessionId, now: NOW })).rejects.toThrow(
      NotPermittedError,
    );
    expect(await endOtherSessions(db(), actorOf(admin), { owner: { id: targetId, username: "target" }, now: NOW })).toBe(1);
    expect(await listUserSessions(db(), targetId, { now: NOW, idleMinutes: 30 })).toEqual([]);
  });
});
