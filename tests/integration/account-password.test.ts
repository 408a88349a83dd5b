import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "~/db/schema";
import { MESSAGES } from "~/lib/users/account-rules";
import type { AccountActionResult } from "~/routes/admin/account/account-actions";
import * as accountRoute from "~/routes/admin/account/route";
import { ACCOUNT_TEXT } from "~/routes/admin/account/account-text";
import { login, lookupSession } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { formRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestSession, createTestUser, TEST_PASSWORD } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const ACCOUNT = "http://localhost:3000/svcs/admin-dashboard/account";
const NEW_PASSWORD = "Lantern-Orchard-Kettle-73";

describe("changing one's own password on the Account page", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database());
  });

  const change = async (cookie: string, fields: Record<string, string>) => {
    const result = await accountRoute.action({
      request: formRequest(ACCOUNT, { intent: "change-password", ...fields }, cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    return result as unknown as { data: AccountActionResult; init: { status: number } | null };
  };

  it("refuses a wrong current password, a mismatch, a short, a common or an unchanged one, each at its field, changing nothing", async () => {
    const userId = await createTestUser(db(), { username: "careful_mod", userType: "moderator" });
    const cookie = await sessionCookieFor(services, userId);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ currentPassword: "not-it-at-all", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, "currentPassword", MESSAGES.currentPasswordWrong],
      [{ currentPassword: "", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, "currentPassword", MESSAGES.currentPasswordRequired],
      [{ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: "different-9" }, "confirmPassword", MESSAGES.passwordMismatch],
      [{ currentPassword: TEST_PASSWORD, password: "short", confirmPassword: "short" }, "password", MESSAGES.passwordShort],
      [{ currentPassword: TEST_PASSWORD, password: "password123", confirmPassword: "password123" }, "password", MESSAGES.passwordCommon],
      [{ currentPassword: TEST_PASSWORD, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, "password", MESSAGES.passwordUnchanged],
    ];
    for (const [fields, field, message] of cases) {
      const { data, init } = await change(cookie, fields);
      expect(init?.status, message).toBe(400);
      expect(data).toMatchObject({ ok: false, toast: { title: ACCOUNT_TEXT.changeFailed, description: message }, fieldErrors: { [field]: message } });
    }
    const now = new Date();
    expect((await login(db(), { username: "careful_mod", password: TEST_PASSWORD, ipAddress: "10.9.0.1", userAgent: null, now })).ok).toBe(true);
  });

  it("changes it, ends every other session of the account (this one stays) and records it without the password", async () => {
    const userId = await createTestUser(db(), { username: "rotating_user", userType: "user" });
    const cookie = await sessionCookieFor(services, userId);
    const elsewhere = await createTestSession(db(), userId, { now: new Date() });
    const { data } = await change(cookie, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(data).toMatchObject({ ok: true, toast: ACCOUNT_TEXT.changed });
    const now = new Date();
    expect((await lookupSession(db(), elsewhere, { now, idleMinutes: 30 })).status).toBe("missing");
    // This browser stays signed in: its next request still works.
    expect((await change(cookie, { currentPassword: "nope", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).data.fieldErrors).toEqual({
      currentPassword: MESSAGES.currentPasswordWrong,
    });
    expect((await login(db(), { username: "rotating_user", password: TEST_PASSWORD, ipAddress: "10.9.0.2", userAgent: null, now })).ok).toBe(false);
    expect((await login(db(), { username: "rotating_user", password: NEW_PASSWORD, ipAddress: "10.9.0.3", userAgent: null, now })).ok).toBe(true);
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "password_changed"));
    expect(event).toMatchObject({ actorLabel: "rotating_user", targetLabel: "rotating_user", changes: { password: "[redacted]" } });
    expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);
  });

  it("slows down guessing the current password: the eleventh try in 15 minutes is refused (429)", async () => {
    const userId = await createTestUser(db(), { username: "guessed_at", userType: "admin" });
    const cookie = await sessionCookieFor(services, userId);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await change(cookie, { currentPassword: `guess-${attempt}`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).init?.status).toBe(400);
    const throttled = await change(cookie, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(throttled.init?.status).toBe(429);
    expect(throttled.data.fieldErrors?.currentPassword).toMatch(/^Too many attempts to change your password/);
  });
});
