import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, secretGuesses, securityEvents } from "~/db/schema";
import { SECRET_GUESS_TEXT } from "~/lib/auth/secret-guess-rules";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import * as accountRoute from "~/routes/admin/account/route";
import * as backupsRoute from "~/routes/admin/backups/route";
import * as monitoringRoute from "~/routes/admin/security/monitoring";
import { confirmOwnPassword, liftSecretGuessLock, login, lookupSession, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { completeSecondStep, confirmEnrolment, disableTwoFactor, startEnrolment, TwoFactorRefusedError, twoFactorStatus } from "~/services/two-factor";
import { actorOf } from "../support/actors";
import { formRequest, getRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestSession, createTestUser, TEST_PASSWORD } from "../support/factories";
import { refusalOf } from "../support/refusals";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const T0 = new Date("2026-11-23T10:00:05Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const WRONG = "not-the-password-1";

type Answer = { data: { ok: boolean; toast: { description: string }; fieldErrors?: Record<string, string> } };

describe("guessing capped per account", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let key = "";

  beforeAll(async () => {
    services = createTestServices(database());
    key = services.config.twoFactorKeyMaterial;
  });

  async function account(username: string): Promise<SessionUser> {
    const userId = await createTestUser(db(), { username, userType: "admin" });
    const token = await createTestSession(db(), userId, { now: T0 });
    const lookup = await lookupSession(db(), token, { now: T0, idleMinutes: 30 });
    if (lookup.status !== "valid") throw new Error("no session");
    return lookup.user;
  }

  const guessRow = async (userId: string) => (await db().select().from(secretGuesses).where(eq(secretGuesses.userId, userId)))[0];

  it("a held session is no password oracle: after 10 wrong re-entered passwords even the right one is not checked until the wait ends", async () => {
    const user = await account("oracle_target");
    const actor = { ...actorOf(user), ipAddress: "203.0.113.50" };
    for (let index = 0; index < 10; index++) expect(await confirmOwnPassword(db(), actor, `${WRONG}${index}`, at(index))).toEqual({ ok: false, message: null });
    const refused = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "password_confirmation_refused"), eq(auditEvents.actorId, user.userId)));
    expect(refused).toHaveLength(10);
    expect(refused[0]).toMatchObject({ outcome: "failure", ipAddress: "203.0.113.50" });
    // The owner is told: a high-risk signal on their account (the Security Alert banner).
    const [signal] = await db().select().from(securityEvents).where(eq(securityEvents.type, "secret_guessing_delayed"));
    expect(signal).toMatchObject({ usernameKey: "oracle_target", severity: "high", details: SECRET_GUESS_TEXT.delayedSignal(10) });
    // Waiting a minute after the tenth: the right password now is not even checked.
    const waiting = await confirmOwnPassword(db(), actor, TEST_PASSWORD, at(30));
    expect(waiting).toEqual({ ok: false, message: SECRET_GUESS_TEXT.delayed(new Date(at(9).getTime() + 60_000)) });
    expect(await guessRow(user.userId)).toMatchObject({ failures: 10 });
    // After the wait the right one is accepted and the count starts again.
    expect(await confirmOwnPassword(db(), actor, TEST_PASSWORD, at(70))).toEqual({ ok: true });
    expect(await guessRow(user.userId)).toBeUndefined();
  });

  it("counts wrong second-factor codes per account from every address at once, so a known password opens no flood of guesses", async () => {
    const user = await account("code_target");
    await startEnrolment(db(), key, user.userId, T0);
    const status = await twoFactorStatus(db(), key, user.userId);
    if (status.state !== "enrolling" || !status.secret) throw new Error("not enrolling");
    const secret = status.secret;
    await confirmEnrolment(db(), key, actorOf(user), {
      password: TEST_PASSWORD,
      code: await generate({ secret, epoch: Math.floor(T0.getTime() / 1000) }),
      now: T0,
    });
    // 40 addresses each pass the password step, then all send a wrong code at once.
    const addresses = Array.from({ length: 40 }, (_, index) => `198.51.100.${index + 1}`);
    const challenges = await Promise.all(
      addresses.map(async (ipAddress) => {
        const result = await login(db(), { username: "code_target", password: TEST_PASSWORD, ipAddress, userAgent: "bot", now: at(1) });
        if (!result.ok || result.next !== "two-factor") throw new Error("expected the code step");
        return { ipAddress, token: result.challengeToken };
      }),
    );
    const results = await Promise.all(
      challenges.map(({ ipAddress, token }) =>
        completeSecondStep(db(), key, { challengeToken: token, code: "000000", ipAddress, userAgent: "bot", now: at(2) }),
      ),
    );
    const checked = results.filter((result) => !result.ok && result.reason === "invalid");
    const refused = results.filter((result) => !result.ok && result.reason === "guessing");
    expect(checked).toHaveLength(10);
    expect(refused).toHaveLength(30);
    expect(refused[0]).toMatchObject({ message: SECRET_GUESS_TEXT.delayed(new Date(at(2).getTime() + 60_000)) });
    expect(await guessRow(user.userId)).toMatchObject({ failures: 10 });
    // The right code is refused too while the account waits.
    const right = await generate({ secret, epoch: Math.floor(at(30).getTime() / 1000) });
    const again = await login(db(), { username: "code_target", password: TEST_PASSWORD, ipAddress: "192.0.2.200", userAgent: "owner", now: at(30) });
    if (!again.ok || again.next !== "two-factor") throw new Error("expected the code step");
    expect(
      await completeSecondStep(db(), key, { challengeToken: again.challengeToken, code: right, ipAddress: "192.0.2.200", userAgent: "owner", now: at(30) }),
    ).toMatchObject({
      ok: false,
      reason: "guessing",
    });
  });

  it("locks at 100 in a row until an admin lifts it, telling the owner on the Security tab, the account page and in the audit log", async () => {
    const user = await account("locked_target");
    const admin = await account("lifting_admin");
    // 99 wrong answers are behind it, the last wait is over.
    await db()
      .insert(secretGuesses)
      .values({ userId: user.userId, failures: 99, lastFailureAt: at(0), delayedUntil: at(1) });
    expect(await confirmOwnPassword(db(), actorOf(user), WRONG, at(10))).toEqual({ ok: false, message: null });
    expect(await guessRow(user.userId)).toMatchObject({ failures: 100, lockedAt: at(10) });
    const [signal] = await db().select().from(securityEvents).where(eq(securityEvents.type, "secret_guessing_locked"));
    expect(signal).toMatchObject({ usernameKey: "locked_target", severity: "critical" });
    // A day later the right password is still not checked.
    expect(await confirmOwnPassword(db(), actorOf(user), TEST_PASSWORD, at(86_400))).toEqual({ ok: false, message: SECRET_GUESS_TEXT.locked });

    // The Security tab lists it for admins; the account page tells its owner.
    const adminCookie = await sessionCookieFor(services, admin.userId);
    const monitor = (await monitoringRoute.loader({
      request: getRequest("http://localhost/svcs/admin-dashboard/security/monitoring", adminCookie),
      context: createTestContext(services),
      params: {},
    } as never)) as { guessing: { username: string; failures: number; locked: boolean }[] };
    expect(monitor.guessing).toContainEqual(expect.objectContaining({ username: "locked_target", failures: 100, locked: true }));
    const ownerCookie = await sessionCookieFor(services, user.userId);
    const page = (await accountRoute.loader({
      request: getRequest("http://localhost/svcs/admin-dashboard/account", ownerCookie),
      context: createTestContext(services),
      params: {},
    } as never)) as { guessing: { failures: number; locked: boolean } };
    expect(page.guessing).toEqual({ failures: 100, delayedUntil: null, locked: true });

    // An admin lifts it, audited; the owner's right password works again.
    await expect(liftSecretGuessLock(db(), { ...SYSTEM_ACTOR, user: { ...user, userType: "user" } }, user.userId)).rejects.toThrow();
    const answer = (await monitoringRoute.action({
      request: formRequest("http://localhost/svcs/admin-dashboard/security/monitoring", { intent: "lift-guessing", userId: user.userId }, adminCookie),
      context: createTestContext(services),
      params: {},
    } as never)) as Answer;
    expect(answer.data).toMatchObject({ ok: true, toast: SECRET_GUESS_TEXT.lifted("locked_target") });
    const [lifted] = await db().select().from(auditEvents).where(eq(auditEvents.action, "secret_guessing_lifted"));
    expect(lifted).toMatchObject({ actorId: admin.userId, targetLabel: "locked_target", changes: { failures: { from: 100, to: 0 } } });
    expect(await confirmOwnPassword(db(), actorOf(user), TEST_PASSWORD, at(86_401))).toEqual({ ok: true });
  });

  it("counts the password asked before a restore and before turning two-factor off toward the same limit", async () => {
    const user = await account("restore_target");
    const cookie = await sessionCookieFor(services, user.userId);
    const restore = (password: string) =>
      backupsRoute.action({
        request: formRequest(
          "http://localhost/svcs/admin-dashboard/backups",
          { intent: "restore", filename: "backup-20260101T030000Z-abcdefgh.tar.gz", password },
          cookie,
        ),
        context: createTestContext(services),
        params: {},
      } as never) as Promise<Answer>;
    for (let index = 0; index < 5; index++) expect((await restore(`${WRONG}${index}`)).data.fieldErrors?.password).toBe("Your password is not correct.");
    for (let index = 0; index < 5; index++) {
      const refusal = await refusalOf(disableTwoFactor(db(), actorOf(user), { password: `${WRONG}x${index}`, now: new Date() }), TwoFactorRefusedError);
      expect(refusal.message).toBe(TWO_FACTOR_TEXT.wrongPassword);
    }
    // The eleventh, whichever form sends it, waits.
    const waiting = await restore(TEST_PASSWORD);
    expect(waiting.data.ok).toBe(false);
    expect(waiting.data.fieldErrors?.password).toMatch(/^Too many wrong passwords or codes for this account\. Try again after /);
    const refusal = await refusalOf(disableTwoFactor(db(), actorOf(user), { password: TEST_PASSWORD, now: new Date() }), TwoFactorRefusedError);
    expect(refusal.message).toMatch(/^Too many wrong passwords or codes/);
    expect(await guessRow(user.userId)).toMatchObject({ failures: 10 });
  });
});
