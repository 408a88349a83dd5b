import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "~/db/schema";
import { MESSAGES } from "~/lib/users/account-rules";
import * as usersRoute from "~/routes/admin/users/route";
import type { AppServices } from "~/services/platform";
import { login, lookupSession, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { createUser, deleteUser, resetUserPassword, setUserFrozen, updateUser, USER_ERRORS, UserRefusedError } from "~/services/users";
import { actorOf } from "../support/actors";
import { formRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestSession, createTestUser, TEST_PASSWORD } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { refusalOf } from "../support/refusals";
import { createTestContext, createTestServices } from "../support/test-services";

describe("user management rules", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let me: SessionUser;
  const now = new Date("2026-05-01T09:00:00Z");

  beforeAll(async () => {
    services = createTestServices(database());
    const id = await createTestUser(db(), { username: "chief", userType: "admin" });
    me = { sessionId: "00000000-0000-4000-8000-000000000000", userId: id, username: "chief", email: null, userType: "admin" };
  });

  const row = async (username: string) => (await db().select().from(adminUsers).where(eq(adminUsers.username, username)))[0]!;

  it("refuses common passwords and taken usernames (any case)", async () => {
    expect(
      await refusalOf(createUser(db(), SYSTEM_ACTOR, { username: "newbie", email: null, password: "password123", userType: "user" }, now), UserRefusedError),
    ).toEqual({
      message: MESSAGES.passwordCommon,
      status: 400,
      fieldErrors: { password: MESSAGES.passwordCommon },
    });
    expect(
      await refusalOf(createUser(db(), SYSTEM_ACTOR, { username: "CHIEF", email: null, password: TEST_PASSWORD, userType: "user" }, now), UserRefusedError),
    ).toEqual({
      message: USER_ERRORS.usernameTaken,
      status: 400,
      fieldErrors: { username: USER_ERRORS.usernameTaken },
    });
  });

  it("never lets anyone delete or freeze themselves", async () => {
    expect(await refusalOf(deleteUser(db(), actorOf(me), me.userId), UserRefusedError)).toEqual({ message: USER_ERRORS.selfDelete, status: 400 });
    expect(await refusalOf(setUserFrozen(db(), actorOf(me), me.userId, true, now), UserRefusedError)).toEqual({
      message: USER_ERRORS.selfFreeze,
      status: 400,
    });
  });

  it("never lets an admin change their own type (other fields of their own row still save)", async () => {
    for (const userType of ["moderator", "user"] as const) {
      const demotion = updateUser(db(), actorOf(me), me.userId, { username: "chief", email: null, userType, active: true }, now);
      expect(await refusalOf(demotion, UserRefusedError)).toEqual({
        message: USER_ERRORS.selfType,
        status: 400,
        fieldErrors: { userType: USER_ERRORS.selfType },
      });
    }
    expect((await row("chief")).userType).toBe("admin");
    expect(
      await updateUser(db(), actorOf(me), me.userId, { username: "chief", email: "chief@example.com", userType: "admin", active: true }, now),
    ).toMatchObject({
      email: "chief@example.com",
      userType: "admin",
    });
  });

  it("keeps the last active admin: no removal, freezing or demotion", async () => {
    const other = { ...me, userId: await createTestUser(db(), { username: "helper", userType: "admin" }), username: "helper" };
    // With two admins, the other may demote chief; then chief is the last one left.
    expect(await updateUser(db(), actorOf(other), me.userId, { username: "chief", email: null, userType: "user", active: true }, now)).toMatchObject({
      id: me.userId,
      userType: "user",
    });
    await updateUser(db(), actorOf(other), me.userId, { username: "chief", email: null, userType: "admin", active: true }, now);
    expect(await deleteUser(db(), actorOf(other), me.userId)).toMatchObject({ id: me.userId, username: "chief" });
    // Now "helper" is the only admin.
    const helperId = other.userId;
    const someone = { ...me, userId: await createTestUser(db(), { username: "someone", userType: "moderator" }) };
    expect(await refusalOf(deleteUser(db(), actorOf(someone), helperId), UserRefusedError)).toEqual({ message: USER_ERRORS.lastAdmin, status: 400 });
    expect(await refusalOf(setUserFrozen(db(), actorOf(someone), helperId, true, now), UserRefusedError)).toEqual({
      message: USER_ERRORS.lastAdmin,
      status: 400,
    });
    const demotion = updateUser(db(), actorOf(someone), helperId, { username: "helper", email: null, userType: "moderator", active: true }, now);
    expect(await refusalOf(demotion, UserRefusedError)).toEqual({
      message: USER_ERRORS.lastAdmin,
      status: 400,
      fieldErrors: { userType: USER_ERRORS.lastAdmin },
    });
    const deactivation = updateUser(db(), actorOf(someone), helperId, { username: "helper", email: null, userType: "admin", active: false }, now);
    expect(await refusalOf(deactivation, UserRefusedError)).toEqual({
      message: USER_ERRORS.lastAdmin,
      status: 400,
      fieldErrors: { userType: USER_ERRORS.lastAdmin },
    });
    me = { ...me, userId: helperId, username: "helper" };
  });

  it("frozen and inactive accounts cannot log in; unfreezing restores access", async () => {
    const id = await createTestUser(db(), { username: "icicle", userType: "user" });
    await setUserFrozen(db(), actorOf(me), id, true, now);
    expect((await login(db(), { username: "icicle", password: TEST_PASSWORD, ipAddress: "10.8.0.1", userAgent: null, now })).ok).toBe(false);
    await setUserFrozen(db(), actorOf(me), id, false, now);
    expect((await login(db(), { username: "icicle", password: TEST_PASSWORD, ipAddress: "10.8.0.2", userAgent: null, now })).ok).toBe(true);
    await updateUser(db(), actorOf(me), id, { username: "icicle", email: null, userType: "user", active: false }, now);
    expect((await login(db(), { username: "icicle", password: TEST_PASSWORD, ipAddress: "10.8.0.3", userAgent: null, now })).ok).toBe(false);
  });

  it("a password reset ends the user's sessions and the new password works", async () => {
    const id = await createTestUser(db(), { username: "resetme", userType: "user" });
    const token = await createTestSession(db(), id, { now });
    expect(await resetUserPassword(db(), actorOf(me), id, "Brand-New-Secret-8", now)).toMatchObject({ id, username: "resetme" });
    expect((await lookupSession(db(), token, { now, idleMinutes: 30 })).status).toBe("missing");
    expect((await login(db(), { username: "resetme", password: "Brand-New-Secret-8", ipAddress: "10.8.1.1", userAgent: null, now })).ok).toBe(true);
  });

  it("deleting a user ends their sessions", async () => {
    const id = await createTestUser(db(), { username: "goner", userType: "user" });
    const token = await createTestSession(db(), id, { now });
    expect(await deleteUser(db(), actorOf(me), id)).toMatchObject({ id, username: "goner" });
    expect((await lookupSession(db(), token, { now, idleMinutes: 30 })).status).toBe("missing");
  });

  describe("through the Manage Users action", () => {
    const post = async (fields: Record<string, string>) => {
      const cookie = await sessionCookieFor(services, me.userId);
      const result = await usersRoute.action({
        request: formRequest("http://localhost:3000/svcs/admin-dashboard/users", fields, cookie),
        context: createTestContext(services),
        params: {},
      } as never);
      return result as unknown as {
        data: { ok: boolean; toast: { title: string; description: string }; fieldErrors?: Record<string, string>; values?: Record<string, string> };
        init: { status: number };
      };
    };

    it("creates a user with a null e-mail and answers 'User Created'", async () => {
      const result = await post({
        intent: "create",
        username: "fresh_one",
        email: "",
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        userType: "moderator",
      });
      expect(result.data.ok).toBe(true);
      expect(result.data.toast.title).toBe("User Created");
      expect(await row("fresh_one")).toMatchObject({ email: null, userType: "moderator", active: true, frozen: false });
    });

    it("answers bad input with field messages and returns what was typed (never passwords)", async () => {
      const result = await post({ intent: "create", username: "x!", email: "nope", password: "short", confirmPassword: "other", userType: "user" });
      expect(result.init.status).toBe(400);
      expect(result.data.toast.title).toBe("Creation Failed");
      expect(result.data.fieldErrors).toMatchObject({ username: MESSAGES.usernameShort, email: MESSAGES.emailInvalid, password: MESSAGES.passwordShort });
      expect(result.data.values).toEqual({ username: "x!", email: "nope", userType: "user" });
    });

    it("titles an invalid inline edit 'Invalid Username' or 'Invalid Email'", async () => {
      const target = (await row("fresh_one")).id;
      const badName = await post({ intent: "update", userId: target, username: "no spaces", email: "", userType: "user", active: "true" });
      expect(badName.data.toast).toEqual({ title: "Invalid Username", description: MESSAGES.usernameChars });
      const badEmail = await post({ intent: "update", userId: target, username: "fresh_one", email: "bad@", userType: "user", active: "true" });
      expect(badEmail.data.toast).toEqual({ title: "Invalid Email", description: MESSAGES.emailInvalid });
      const good = await post({ intent: "update", userId: target, username: "fresh_two", email: "f@example.com", userType: "user", active: "false" });
      expect(good.data.toast.title).toBe("User Updated");
      expect(await row("fresh_two")).toMatchObject({ email: "f@example.com", userType: "user", active: false });
    });

    it("freezes, unfreezes, resets and deletes with the Manage Users toasts", async () => {
      const target = (await row("fresh_two")).id;
      expect((await post({ intent: "freeze", userId: target })).data.toast.title).toBe("User Frozen");
      expect((await post({ intent: "unfreeze", userId: target })).data.toast.title).toBe("User Unfrozen");
      const mismatch = await post({ intent: "reset-password", userId: target, password: TEST_PASSWORD, confirmPassword: "different-1" });
      expect(mismatch.data.fieldErrors?.confirmPassword).toBe(MESSAGES.passwordMismatch);
      expect(mismatch.data.toast.title).toBe("Reset Failed");
      expect(
        (await post({ intent: "reset-password", userId: target, password: "Another-Secret-9", confirmPassword: "Another-Secret-9" })).data.toast.title,
      ).toBe("Password Updated");
      expect((await post({ intent: "delete", userId: target })).data.toast.title).toBe("User Deleted");
      expect(await post({ intent: "delete", userId: "not-a-uuid" })).toMatchObject({ data: { ok: false }, init: { status: 400 } });
    });

    it("answers the service's refusals with their message, beside the field they name", async () => {
      const taken = await post({ intent: "create", username: "Helper", email: "", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, userType: "user" });
      expect(taken).toMatchObject({
        data: {
          ok: false,
          toast: { title: "Creation Failed", description: USER_ERRORS.usernameTaken },
          fieldErrors: { username: USER_ERRORS.usernameTaken },
          values: { username: "Helper", email: "", userType: "user" },
        },
        init: { status: 400 },
      });
      expect(await post({ intent: "delete", userId: me.userId })).toMatchObject({
        data: { ok: false, toast: { title: "Database Error", description: USER_ERRORS.selfDelete }, userId: me.userId },
        init: { status: 400 },
      });
      const self = await row(me.username);
      expect(await post({ intent: "update", userId: me.userId, username: me.username, email: "", userType: "moderator", active: "true" })).toMatchObject({
        data: { ok: false, toast: { title: "Update Failed", description: USER_ERRORS.selfType }, fieldErrors: { userType: USER_ERRORS.selfType } },
        init: { status: 400 },
      });
      expect((await row(me.username)).userType).toBe(self.userType);
      expect(await post({ intent: "end-sessions", userId: "00000000-0000-4000-8000-000000000001" })).toMatchObject({
        data: { ok: false, toast: { title: "Update Failed", description: USER_ERRORS.notFound } },
        init: { status: 400 },
      });
    });
  });
});
