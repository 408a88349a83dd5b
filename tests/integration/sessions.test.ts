import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "~/db/schema";
import * as loginRoute from "~/routes/admin/sign-in/login";
import { createSession, hashSessionToken, lookupSession, takeWelcome } from "~/services/auth";
import { setUserFrozen } from "~/services/users";
import { actorOf } from "../support/actors";
import { formRequest } from "../support/admin-fixtures";
import { createTestSession, createTestUser, TEST_PASSWORD } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

describe("server-side sessions", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let userId = "";
  const T0 = new Date("2026-04-01T08:00:00Z");
  const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

  beforeAll(async () => {
    userId = await createTestUser(db(), { username: "sam", userType: "admin" });
    await createTestUser(db(), { username: "other_admin", userType: "admin" });
  });

  it("stores only the SHA-256 of a 256-bit id", async () => {
    const token = await createSession(db(), { userId, ipAddress: "1.2.3.4", userAgent: "ua", now: T0 });
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await db().select().from(adminSessions).where(eq(adminSessions.userId, userId));
    expect(rows.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("ends after the idle timeout, and stays alive while used", async () => {
    const token = await createTestSession(db(), userId, { now: T0 });
    for (let minute = 20; minute <= 200; minute += 20) {
      expect((await lookupSession(db(), token, { now: at(minute), idleMinutes: 30 })).status).toBe("valid");
    }
    expect((await lookupSession(db(), token, { now: at(231), idleMinutes: 30 })).status).toBe("idle");
    expect((await lookupSession(db(), token, { now: at(232), idleMinutes: 30 })).status).toBe("missing");
  });

  it("does not count background polling as activity", async () => {
    const token = await createTestSession(db(), userId, { now: T0 });
    expect((await lookupSession(db(), token, { now: at(20), idleMinutes: 30, touch: false })).status).toBe("valid");
    expect((await lookupSession(db(), token, { now: at(31), idleMinutes: 30, touch: false })).status).toBe("idle");
  });

  it("ends 24 hours after login however active", async () => {
    const token = await createTestSession(db(), userId, { now: T0 });
    for (let minute = 25; minute < 24 * 60; minute += 25) await lookupSession(db(), token, { now: at(minute), idleMinutes: 30 });
    expect((await lookupSession(db(), token, { now: at(24 * 60 - 1), idleMinutes: 30 })).status).toBe("valid");
    expect((await lookupSession(db(), token, { now: at(24 * 60), idleMinutes: 30 })).status).toBe("expired");
  });

  it("refuses malformed and unknown ids without error", async () => {
    for (const token of [null, "", "short", "x".repeat(43), "'; drop table admin_sessions; --"]) {
      expect((await lookupSession(db(), token, { now: T0, idleMinutes: 30 })).status).toBe("missing");
    }
  });

  it("offers the welcome toast once per session", async () => {
    const token = await createTestSession(db(), userId, { now: T0 });
    const lookup = await lookupSession(db(), token, { now: T0, idleMinutes: 30 });
    if (lookup.status !== "valid") throw new Error("expected a valid session");
    expect(await takeWelcome(db(), lookup.user.sessionId)).toBe(true);
    expect(await takeWelcome(db(), lookup.user.sessionId)).toBe(false);
  });

  it("ends a user's sessions at once when frozen", async () => {
    const victim = await createTestUser(db(), { username: "victim", userType: "user" });
    const token = await createTestSession(db(), victim, { now: T0 });
    const actor = actorOf({ sessionId: "x", userId, username: "sam", email: null, userType: "admin" });
    expect(await setUserFrozen(db(), actor, victim, true, T0)).toMatchObject({ id: victim, frozen: true });
    expect((await lookupSession(db(), token, { now: T0, idleMinutes: 30 })).status).toBe("missing");
  });
});

describe("session cookie flags", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  beforeAll(async () => {
    await createTestUser(db(), { username: "cookie_user", userType: "admin" });
  });

  async function signIn(siteUrl: string) {
    const services = createTestServices(database(), { SITE_URL: siteUrl });
    const request = formRequest(`${siteUrl}/svcs/team`, { username: "cookie_user", password: TEST_PASSWORD });
    try {
      await loginRoute.action({
        request,
        context: createTestContext(services, { clientIp: `192.0.2.${Math.floor(Math.random() * 200)}` }),
        params: {},
      } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    throw new Error("login did not redirect");
  }

  it("is HttpOnly, SameSite=Strict, Path=/ and not Secure on http", async () => {
    const response = await signIn("http://localhost:3000");
    expect(response.headers.get("location")).toBe("/svcs/admin-dashboard");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^admin_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  it("is Secure with the __Host- prefix on https", async () => {
    const cookie = (await signIn("https://www.example.com")).headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-admin_session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain("Domain");
  });

  it("gets a new id at every login", async () => {
    const first = (await signIn("http://localhost:3000")).headers.get("set-cookie")!.split(";")[0];
    const second = (await signIn("http://localhost:3000")).headers.get("set-cookie")!.split(";")[0];
    expect(first).not.toBe(second);
  });
});
