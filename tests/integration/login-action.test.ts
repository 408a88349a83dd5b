import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginHistory, securityEvents } from "~/db/schema";
import { HONEYPOT_FIELD, HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import { LOGIN_TEXT, type SignInActionResult } from "~/routes/admin/sign-in/login-text";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";
import * as dashboard from "~/routes/admin/dashboard/layout";
import * as loginRoute from "~/routes/admin/sign-in/login";
import type { AppServices } from "~/services/platform";
import { formRequest, getRequest } from "../support/admin-fixtures";
import { createTestUser, TEST_PASSWORD } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

type Answer = { data: SignInActionResult; init: { status: number } };

describe("login form action", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  const URL_ = "http://localhost:3000/svcs/team";

  beforeAll(async () => {
    services = createTestServices(database());
    await createTestUser(db(), { username: "dana", userType: "admin" });
  });

  async function post(fields: Record<string, string>, clientIp = "203.0.113.1") {
    try {
      return (await loginRoute.action({
        request: formRequest(URL_, fields),
        context: createTestContext(services, { clientIp }),
        params: {},
      } as never)) as unknown as Answer;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("asks for both fields", async () => {
    expect(await post({ username: "", password: "x" })).toMatchObject({ data: { toast: LOGIN_TEXT.missing }, init: { status: 400 } });
    expect(await post({ username: "dana", password: "" })).toMatchObject({ data: { toast: LOGIN_TEXT.missing, username: "dana" } });
  });

  it("refuses a malformed username with the field message, keeping what was typed", async () => {
    expect(await post({ username: "da na", password: "whatever-1" })).toMatchObject({
      data: {
        toast: LOGIN_TEXT.invalidInput,
        username: "da na",
        fieldErrors: { username: "Username can only contain letters, numbers, underscores, and hyphens" },
      },
    });
  });

  it("answers 'Login failed - Invalid credentials' for unknown users and wrong passwords alike", async () => {
    const unknown = (await post({ username: "nobody", password: "whatever-1" }, "203.0.113.2")) as Answer;
    const wrong = (await post({ username: "dana", password: "whatever-1" }, "203.0.113.3")) as Answer;
    expect(unknown.data).toEqual({ intent: "sign-in", ok: false, toast: { title: "Login failed", description: "Invalid credentials" }, username: "nobody" });
    expect(wrong.data).toEqual({ intent: "sign-in", ok: false, toast: { title: "Login failed", description: "Invalid credentials" }, username: "dana" });
    expect(unknown.init.status).toBe(wrong.init.status);
  });

  it("answers 'Account Temporarily Locked' with the block's end after five failures", async () => {
    let last: Answer | Response | undefined;
    for (let index = 0; index < 5; index++) last = await post({ username: "dana", password: "whatever-1" }, "203.0.113.4");
    const locked = last as Answer;
    expect(locked.init.status).toBe(429);
    expect(locked.data.toast.title).toBe(LOGIN_TEXT.lockedTitle);
    expect(locked.data.toast.description).toMatch(/^Too many failed attempts\. Try again after /);
    expect(new Date(locked.data.blockedUntil!).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it("refuses a filled-in honeypot and records a critical security event", async () => {
    const answer = (await post({ username: "dana", password: TEST_PASSWORD, [HONEYPOT_FIELD]: "http://spam.example" }, "203.0.113.5")) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.toast.description).toBe(HONEYPOT_REFUSED);
    const events = await db().select().from(securityEvents).where(eq(securityEvents.type, "honeypot_triggered"));
    expect(events).toMatchObject([{ severity: "critical", ipAddress: "203.0.113.5", usernameKey: "dana" }]);
    // No login was attempted.
    expect(await db().select().from(loginHistory).where(eq(loginHistory.ipAddress, "203.0.113.5"))).toEqual([]);
  });

  it("signs in, and the dashboard shows the alert banner with the critical line", async () => {
    const response = (await post({ username: "dana", password: TEST_PASSWORD }, "203.0.113.6")) as Response;
    expect(response.status).toBe(302);
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const { data } = await dashboard.loader({
      request: getRequest("http://localhost:3000/svcs/admin-dashboard/users", cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    expect(data.welcome).toBe(true);
    expect(data.alerts.critical).toBe(true);
    expect(data.alerts.violations[0]).toContain(SECURITY_ALERT_TEXT.honeypot);
    const { data: again } = await dashboard.loader({
      request: getRequest("http://localhost:3000/svcs/admin-dashboard/users", cookie),
      context: createTestContext(services),
      params: {},
    } as never);
    expect(again.welcome).toBe(false);
  });
});
