import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, loginHistory, securityEvents } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/lib/security/honeypot";
import * as loginRoute from "~/routes/admin/sign-in/login";
import * as logoutRoute from "~/routes/admin/sign-in/logout";
import * as usersRoute from "~/routes/admin/users/route";
import type { AppServices } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { findUserIdByName } from "~/services/users";
import { formRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestUser, TEST_PASSWORD } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const SITE = "http://localhost:3000";

describe("the event recorder and the audit log", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let chiefId: string;

  beforeAll(async () => {
    services = createTestServices(database());
    chiefId = await createTestUser(db(), { username: "chief", userType: "admin" });
  });

  const userRows = (targetId: string) =>
    database()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, targetId)));

  async function manage(fields: Record<string, string>) {
    const cookie = await sessionCookieFor(services, chiefId);
    const request = formRequest(`${SITE}/svcs/admin-dashboard/users`, fields, cookie);
    request.headers.set("User-Agent", "audit-test");
    const result = (await usersRoute.action({
      request,
      context: createTestContext(services, { clientIp: "198.51.100.7", requestId: "req-1" }),
      params: {},
    } as never)) as unknown as {
      data: { ok: boolean };
    };
    expect(result.data.ok).toBe(true);
  }

  it("writes exactly one audit row per Manage Users action, with the actor and what changed", async () => {
    await manage({ intent: "create", username: "Audited", email: "", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, userType: "user" });
    const id = (await findUserIdByName(db(), "audited"))!;
    await manage({ intent: "update", userId: id, username: "Audited", email: "a@example.com", userType: "moderator", active: "true" });
    await manage({ intent: "freeze", userId: id });
    await manage({ intent: "unfreeze", userId: id });
    await manage({ intent: "reset-password", userId: id, password: "Brand-New-Secret-8", confirmPassword: "Brand-New-Secret-8" });
    await manage({ intent: "delete", userId: id });

    const rows = await userRows(id);
    // Rows of the same millisecond have no order, so each action is looked up by name.
    expect(rows.map((row) => row.action).sort()).toEqual([
      "user_created",
      "user_deleted",
      "user_frozen",
      "user_password_reset",
      "user_unfrozen",
      "user_updated",
    ]);
    const row = (action: string) => rows.find((candidate) => candidate.action === action)!;
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: chiefId,
        actorLabel: "chief",
        targetLabel: "Audited",
        outcome: "success",
        ipAddress: "198.51.100.7",
        userAgent: "audit-test",
        requestId: "req-1",
      });
    }
    const [created, updated, frozen, reset, deleted] = ["user_created", "user_updated", "user_frozen", "user_password_reset", "user_deleted"].map(row);
    expect(created!.changes).toMatchObject({ username: { from: null, to: "Audited" }, userType: { from: null, to: "user" } });
    expect(updated!.changes).toEqual({ email: { from: null, to: "a@example.com" }, userType: { from: "user", to: "moderator" } });
    expect(frozen!.changes).toEqual({ frozen: { from: false, to: true } });
    expect(reset!.changes).toEqual({ password: "[redacted]" });
    expect(deleted!.changes).toMatchObject({ username: { from: "Audited", to: null } });
    // No secret reaches the log, in any form.
    const text = JSON.stringify(rows);
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain("Brand-New-Secret-8");
    expect(text).not.toContain("$argon2");
  });

  it("records nothing when an action is refused", async () => {
    const before = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditEvents);
    const cookie = await sessionCookieFor(services, chiefId);
    await usersRoute.action({
      request: formRequest(`${SITE}/svcs/admin-dashboard/users`, { intent: "delete", userId: chiefId }, cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    const after = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("records sign-ins, refused sign-ins and sign-outs, and keeps the login history", async () => {
    const userId = await createTestUser(db(), { username: "walker", userType: "moderator" });
    const post = async (fields: Record<string, string>) => {
      try {
        return await loginRoute.action({
          request: formRequest(`${SITE}/svcs/team`, fields),
          context: createTestContext(services, { clientIp: "198.51.100.9" }),
          params: {},
        } as never);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    await post({ username: "walker", password: "wrong-password-1" });
    const response = (await post({ username: "WALKER", password: TEST_PASSWORD })) as Response;
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    await logoutRoute.action({
      request: formRequest(`${SITE}/svcs/logout`, {}, cookie),
      context: createTestContext(services, { clientIp: "198.51.100.9" }),
      params: {},
    } as never);

    const rows = await db().select().from(auditEvents).where(eq(auditEvents.ipAddress, "198.51.100.9"));
    expect(rows.map((row) => [row.action, row.outcome, row.actorId, row.targetId]).sort()).toEqual([
      ["sign_in", "success", userId, userId],
      ["sign_in_refused", "failure", null, userId],
      ["sign_out", "success", userId, userId],
    ]);
    const history = await db().select().from(loginHistory).where(eq(loginHistory.ipAddress, "198.51.100.9"));
    expect(history.map((row) => [row.username, row.success, row.action]).sort()).toEqual([
      ["walker", false, "login"],
      ["walker", true, "login"],
      ["walker", true, "logout"],
    ]);
  });

  it("still records a honeypot as a critical security event through the recorder, and nothing in the audit log", async () => {
    await loginRoute.action({
      request: formRequest(`${SITE}/svcs/team`, { username: "  Chief ", password: "x", [HONEYPOT_FIELD]: "bot" }),
      context: createTestContext(services, { clientIp: "198.51.100.11" }),
      params: {},
    } as never);
    const events = await db().select().from(securityEvents).where(eq(securityEvents.ipAddress, "198.51.100.11"));
    expect(events).toMatchObject([{ type: "honeypot_triggered", severity: "critical", usernameKey: "chief" }]);
    expect(await db().select().from(auditEvents).where(eq(auditEvents.ipAddress, "198.51.100.11"))).toEqual([]);
  });

  it("refuses a kind outside the closed list: a type error in code, a CHECK violation in the database", async () => {
    // @ts-expect-error "made_up" is not an event kind.
    await expect(recordEvent(db(), { kind: "made_up", at: new Date() })).rejects.toThrow();
    await expect(db().execute(sql`insert into security_events (type, severity, details, created_at) values ('made_up', 'low', 'x', now())`)).rejects.toThrow();
    await expect(db().execute(sql`insert into audit_events (occurred_at, action) values (now(), 'made_up')`)).rejects.toThrow();
    // A security signal is not an audit action, and the other way round.
    await expect(db().execute(sql`insert into audit_events (occurred_at, action) values (now(), 'honeypot_triggered')`)).rejects.toThrow();
    await expect(
      db().execute(sql`insert into security_events (type, severity, details, created_at) values ('user_created', 'low', 'x', now())`),
    ).rejects.toThrow();
  });
});
