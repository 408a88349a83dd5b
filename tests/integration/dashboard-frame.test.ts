import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "~/db/schema";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { SITE_ALERT_TEXT } from "~/lib/security/security-alerts";
import { tabsFor } from "~/routes/admin/admin-tabs";
import * as dashboard from "~/routes/admin/dashboard/layout";
import * as logout from "~/routes/admin/sign-in/logout";
import type { AppServices, Database } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { formRequest, getRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestUser } from "../support/factories";
import { createTestContext, createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

const SITE = "http://localhost:3000";
const USERS_TAB = `${SITE}/svcs/admin-dashboard/users`;
type Frame = Awaited<ReturnType<typeof dashboard.loader>>;

/** A database that cannot be reached: every query fails as a refused connection does. */
function downDatabase(database: Database): Database {
  const refuse = () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  };
  const db = new Proxy({}, { get: () => refuse }) as Database["db"];
  return { ...database, db };
}

describe("the dashboard frame", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;

  beforeAll(async () => {
    services = createTestServices(database());
  });

  const load = async (cookie: string, context = createTestContext(services)) =>
    (await dashboard.loader({ request: getRequest(USERS_TAB, cookie), context, params: {} } as never)) as Frame;

  describe("with the database down", () => {
    it("still draws the header, the account's tabs and Log out around the notice, from the last frame's signed hint", async () => {
      const session = await sessionCookieFor(services, await createTestUser(db(), { username: "frame_mod", userType: "moderator" }));
      const first = await load(session);
      const hint = new Headers(first.init?.headers).get("Set-Cookie")!.split(";")[0]!;
      expect(hint).toMatch(/^admin_frame=/);
      // Nothing to set once the browser holds it.
      expect(new Headers((await load(`${session}; ${hint}`)).init?.headers).get("Set-Cookie")).toBeNull();

      const down = createTestContext({ ...services, database: downDatabase(database()) });
      const frame = await load(`${session}; ${hint}`, down);
      expect(frame.init?.status).toBe(DATABASE_UNAVAILABLE.status);
      expect(frame.data).toMatchObject({ outage: true, user: { username: "frame_mod", userType: "moderator" }, welcome: false, alerts: { violations: [] } });
      // The frame keeps the moderator's own tabs (their list is pinned in tests/unit/admin-rules.test.ts).
      expect(frame.data.tabs.map((tab) => tab.label)).toEqual(tabsFor("moderator").map((tab) => tab.label));
      expect(frame.data.tabs.map((tab) => tab.label)).toContain("Sign-off Log");
      // Without an earlier frame (or with a forged one) there is no account to name: the frame with Log out only.
      expect((await load(session, down)).data).toMatchObject({ outage: true, user: null, tabs: [] });
      expect((await load(`${session}; admin_frame=eyJ1c2VybmFtZSI6ImV2ZSIsInVzZXJUeXBlIjoiYWRtaW4ifQ%3D%3D.forged`, down)).data).toMatchObject({
        user: null,
        tabs: [],
      });
    });

    it("Log out still clears this browser's session (and the frame's hint) and says so", async () => {
      const session = await sessionCookieFor(services, await createTestUser(db(), { username: "leaving_admin", userType: "admin" }));
      const down = createTestContext({ ...services, database: downDatabase(database()) });
      const response = (await logout.action({ request: formRequest(`${SITE}/svcs/logout`, {}, session), context: down, params: {} } as never)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/svcs/team");
      const cookies = response.headers.getSetCookie().join("\n");
      expect(cookies).toMatch(/admin_session=;.*Max-Age=0/);
      expect(cookies).toMatch(/admin_frame=;.*Max-Age=0/);
      expect(cookies).toMatch(/admin_flash=/);
    });
  });

  describe("the Security Alert banner", () => {
    it("tells an admin about incidents against another account without asking them to change their password, and forgets them once acknowledged", async () => {
      const adminId = await createTestUser(db(), { username: "watching_admin", userType: "admin" });
      const cookie = await sessionCookieFor(services, adminId);
      const honeypot = () =>
        recordEvent(db(), {
          kind: "honeypot_triggered",
          at: new Date(),
          details: "Automated form submission detected on the login form",
          target: { type: "user", label: "someone_else" },
          ipAddress: "203.0.113.9",
        });
      // Four within five minutes: the site-wide escalation every admin is shown.
      for (let n = 0; n < 4; n++) await honeypot();
      const { alerts } = (await load(cookie)).data;
      expect(alerts.violations).toEqual([]);
      expect(alerts.critical).toBe(false);
      expect(alerts.siteWide).toEqual([expect.stringContaining("critical security incidents within 5 minutes")]);

      const answer = (await dashboard.action({
        request: formRequest(`${SITE}/svcs/admin-dashboard`, { intent: "acknowledge-alerts" }, cookie),
        context: createTestContext(services),
        params: {},
      } as never)) as unknown as {
        data: { ok: boolean; toast: unknown };
      };
      expect(answer.data).toMatchObject({ ok: true, toast: SITE_ALERT_TEXT.acknowledged });
      expect((await load(cookie)).data.alerts).toEqual({ violations: [], critical: false, siteWide: [] });
      const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "security_alerts_acknowledged"));
      expect(event).toMatchObject({ actorLabel: "watching_admin", targetId: adminId });

      // Something new after the acknowledgement shows again.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await recordEvent(db(), {
        kind: "honeypot_triggered",
        at: new Date(),
        details: "Automated form submission detected on the login form",
        target: { type: "user", label: "watching_admin" },
      });
      const after = (await load(cookie)).data.alerts;
      expect(after).toMatchObject({ critical: true, violations: ["Automated form submission detected on the login form"] });
    });

    it("shows a moderator nothing of other accounts' incidents", async () => {
      const cookie = await sessionCookieFor(services, await createTestUser(db(), { username: "calm_moderator", userType: "moderator" }));
      expect((await load(cookie)).data.alerts).toEqual({ violations: [], critical: false, siteWide: [] });
    });
  });
});
