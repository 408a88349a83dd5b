import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, securityEvents } from "~/db/schema";
import { LOCKOUT } from "~/lib/auth/lockout-rules";
import { auditEventName } from "~/lib/security/audit-log";
import { ESCALATION } from "~/lib/security/incident-rules";
import { HONEYPOT_FIELD, HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";
import * as backupsRoute from "~/routes/admin/backups/route";
import * as dashboardRoute from "~/routes/admin/dashboard/layout";
import * as loginRoute from "~/routes/admin/sign-in/login";
import * as postEditorRoute from "~/routes/admin/posts/editor/route";
import * as postsRoute from "~/routes/admin/posts/route";
import * as auditLogRoute from "~/routes/admin/security/audit-log";
import * as monitoringRoute from "~/routes/admin/security/monitoring";
import * as overviewRoute from "~/routes/admin/security/overview";
import * as warningsRoute from "~/routes/admin/security/warnings";
import * as usersRoute from "~/routes/admin/users/route";
import * as accountRoute from "~/routes/admin/account/route";
import * as mediaRoute from "~/routes/admin/media/route";
import * as secondStepRoute from "~/routes/admin/sign-in/two-factor";
import { login } from "~/services/auth";
import type { AppServices, RequestContext } from "~/services/platform";
import { auditLogPage, rateLimitMonitor, recordEvent, securityAlertsFor } from "~/services/security";
import { deleteUser } from "~/services/users";
import { actorOf } from "../support/actors";
import { formRequest, getRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestUser, TEST_PASSWORD } from "../support/factories";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const SITE = "http://localhost:3000";
const MINUTE = 60_000;

type Answer = { data: unknown; init: { status: number } | null };

/** Runs a loader or action and gives back what it returned or threw (React Router throws answers). */
async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

describe(`security center (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let chiefId: string;

  beforeAll(async () => {
    services = createTestServices(database());
    chiefId = await createTestUser(db(), { username: "chief", userType: "admin" });
  });

  const context = (overrides: Partial<RequestContext> = {}) => createTestContext(services, { clientIp: "198.51.100.20", ...overrides });

  describe("rate-limit monitor", () => {
    const attacker = "203.0.113.40";
    const start = new Date(Date.now() - 10 * MINUTE);
    const fail = (minute: number) =>
      login(db(), {
        username: "chief",
        password: "wrong-password",
        ipAddress: attacker,
        userAgent: "monitor-test",
        now: new Date(start.getTime() + minute * MINUTE),
      });
    const entry = async () => (await rateLimitMonitor(db(), new Date())).find((candidate) => candidate.ipAddress === attacker);

    it("shows active at 2 failures, warning at 3, blocked with the block's end at 5, and an admin lifts the block (recorded)", async () => {
      await fail(0);
      await fail(1);
      expect(await entry()).toMatchObject({ usernameKey: "chief", attempts: 2, status: "active", blockedUntil: null, firstAttempt: start.toISOString() });
      await fail(2);
      expect(await entry()).toMatchObject({ attempts: 3, status: "warning" });
      await fail(3);
      await fail(4);
      const blocked = await entry();
      expect(blocked).toMatchObject({ attempts: 5, status: "blocked", lastAttempt: new Date(start.getTime() + 4 * MINUTE).toISOString() });
      expect(new Date(blocked!.blockedUntil!).getTime()).toBe(start.getTime() + (4 + LOCKOUT.blockMinutes) * MINUTE);

      const cookie = await sessionCookieFor(services, chiefId);
      const request = formRequest(`${SITE}/svcs/admin-dashboard/security/monitoring`, { intent: "lift", ipAddress: attacker, usernameKey: "chief" }, cookie);
      const answer = (await monitoringRoute.action({ request, context: context(), params: {} } as never)) as unknown as Answer;
      expect(answer.data).toMatchObject({ ok: true, toast: { title: "Block lifted" } });
      expect(await entry()).toMatchObject({ attempts: 5, status: "active", blockedUntil: null });
      const [lifted] = await db().select().from(auditEvents).where(eq(auditEvents.action, "rate_limit_lifted"));
      expect(lifted).toMatchObject({
        actorId: chiefId,
        actorLabel: "chief",
        targetLabel: "chief",
        ipAddress: "198.51.100.20",
        changes: { blockedAddress: attacker },
      });
      // The owner can sign in again from that address.
      const signedIn = await login(db(), {
        username: "chief",
        password: TEST_PASSWORD,
        ipAddress: attacker,
        userAgent: "monitor-test",
        now: new Date(),
      });
      expect(signedIn.ok).toBe(true);
    });

    it("refuses to lift a block that does not exist, without recording anything", async () => {
      const cookie = await sessionCookieFor(services, chiefId);
      const request = formRequest(
        `${SITE}/svcs/admin-dashboard/security/monitoring`,
        { intent: "lift", ipAddress: "192.0.2.99", usernameKey: "nobody" },
        cookie,
      );
      const answer = (await monitoringRoute.action({ request, context: context(), params: {} } as never)) as unknown as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, toast: { title: "Could not lift the block" } });
      expect(await db().select().from(auditEvents).where(eq(auditEvents.action, "rate_limit_lifted"))).toHaveLength(1);
    });
  });

  describe("audit log", () => {
    it("names a sign-in session_created and a refused one login_attempt, filters, and pages 20 at a time", async () => {
      const all = await auditLogPage(db(), "all", 1);
      expect(all.entries.length).toBeGreaterThan(0);
      const names = new Set(all.entries.map((entry) => auditEventName(entry.kind)));
      expect(names).toContain("session_created");
      expect(names).toContain("login_attempt");

      const failed = await auditLogPage(db(), "failed_logins", 1);
      expect(failed.entries.length).toBe(5);
      expect(failed.entries.every((entry) => auditEventName(entry.kind) === "login_attempt" && entry.outcome === "failure")).toBe(true);

      const signals = await auditLogPage(db(), "security_events", 1);
      expect(signals.entries.every((entry) => entry.source === "security" || auditEventName(entry.kind) === "login_attempt")).toBe(true);

      const past = new Date("2020-01-01T00:00:00Z");
      await database()
        .db.insert(auditEvents)
        .values(
          Array.from({ length: 30 }, (_, index) => ({
            occurredAt: new Date(past.getTime() - index * MINUTE),
            action: "post_updated" as const,
            targetLabel: `post ${index}`,
          })),
        );
      const first = await auditLogPage(db(), "all", 1);
      expect(first).toMatchObject({ page: 1, hasNext: true });
      expect(first.entries).toHaveLength(20);
      const pages = [first];
      while (pages.at(-1)!.hasNext) pages.push(await auditLogPage(db(), "all", pages.length + 1));
      const ids = pages.flatMap((page) => page.entries.map((entry) => entry.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages.at(-1)!.entries.at(-1)!.target).toBe("post 29");
    });

    it("keeps an account's rows after the account is deleted, with its name", async () => {
      const tempId = await createTestUser(db(), { username: "temp-admin", userType: "admin" });
      const cookie = await sessionCookieFor(services, tempId);
      const request = formRequest(
        `${SITE}/svcs/admin-dashboard/users`,
        { intent: "create", username: "made-by-temp", email: "", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, userType: "user" },
        cookie,
      );
      await usersRoute.action({ request, context: context(), params: {} } as never);
      await deleteUser(db(), actorOf({ userId: chiefId, username: "chief", userType: "admin", sessionId: "x", email: null }), tempId, new Date());
      const [row] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "user_created"), eq(auditEvents.targetLabel, "made-by-temp")));
      expect(row).toMatchObject({ actorId: null, actorLabel: "temp-admin" });
    });

    it("the Audit Log page answers a filter and page from the address, and ignores nonsense", async () => {
      const cookie = await sessionCookieFor(services, chiefId);
      const page = (await auditLogRoute.loader({
        request: getRequest(`${SITE}/svcs/admin-dashboard/security/audit-log?filter=failed_logins&page=1`, cookie),
        context: context(),
        params: {},
      } as never)) as { filter: string; entries: unknown[] };
      expect(page.filter).toBe("failed_logins");
      const nonsense = (await auditLogRoute.loader({
        request: getRequest(`${SITE}/svcs/admin-dashboard/security/audit-log?filter=drop&page=-3`, cookie),
        context: context(),
        params: {},
      } as never)) as { filter: string; page: number };
      expect(nonsense).toMatchObject({ filter: "all", page: 1 });
    });
  });

  describe("admin actions in the audit log", () => {
    it("records a post created, published and deleted with the actor, address and what changed", async () => {
      const cookie = await sessionCookieFor(services, chiefId);
      const fields = { title: "Audited post", content: "<p>Body</p>", category: "Savings" };
      type Saved = Answer & { data: { ok: boolean; saved: { id: string; version: number } } };
      const draft = formRequest(`${SITE}/svcs/admin-dashboard/posts/new`, { ...fields, status: "draft" }, cookie);
      const created = (await postEditorRoute.action({
        request: draft,
        context: context({ clientIp: "198.51.100.30" }),
        params: {},
      } as never)) as unknown as Saved;
      expect(created.data.ok).toBe(true);
      const postId = created.data.saved.id;
      const publish = formRequest(
        `${SITE}/svcs/admin-dashboard/posts/${postId}/edit`,
        { ...fields, status: "publish", version: String(created.data.saved.version) },
        cookie,
      );
      const published = (await postEditorRoute.action({
        request: publish,
        context: context({ clientIp: "198.51.100.31" }),
        params: { postId },
      } as never)) as unknown as Saved;
      expect(published.data.ok).toBe(true);
      const remove = formRequest(`${SITE}/svcs/admin-dashboard/posts`, { intent: "delete", postId }, cookie);
      const deleted = (await postsRoute.action({
        request: remove,
        context: context({ clientIp: "198.51.100.32" }),
        params: {},
      } as never)) as unknown as Answer & { data: { ok: boolean } };
      expect(deleted.data.ok).toBe(true);

      const rows = await database()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.targetType, "post"), eq(auditEvents.targetId, postId)));
      expect(rows.find((row) => row.action === "post_created")).toMatchObject({
        actorId: chiefId,
        targetLabel: "Audited post",
        ipAddress: "198.51.100.30",
        changes: { status: "draft" },
      });
      expect(rows.find((row) => row.action === "post_published")).toMatchObject({
        actorId: chiefId,
        actorLabel: "chief",
        ipAddress: "198.51.100.31",
        changes: { status: "published" },
      });
      expect(rows.find((row) => row.action === "post_deleted")).toMatchObject({ actorId: chiefId, ipAddress: "198.51.100.32" });
    });
  });

  describe("critical-incident escalation", () => {
    const base = new Date("2031-03-01T10:00:00Z");
    const at = (minutes: number) => new Date(base.getTime() + minutes * MINUTE);
    const honeypot = (minutes: number) => recordEvent(db(), { kind: "honeypot_triggered", at: at(minutes), details: "probe", ipAddress: "192.0.2.1" });
    const escalations = () => db().select().from(securityEvents).where(eq(securityEvents.type, "critical_incidents_escalated"));

    it("raises one critical incident when more than 3 critical incidents fall within 5 minutes, once per window (fake clock)", async () => {
      // Four spread over more than five minutes: never more than three in any window.
      for (const minute of [0, 2, 4, 6]) await honeypot(minute);
      expect(await escalations()).toHaveLength(0);
      await honeypot(7);
      expect(await escalations()).toHaveLength(0);
      // 4, 6, 7 and 7.5 fall within the five minutes up to 7.5.
      await honeypot(7.5);
      const [raised] = await escalations();
      expect(raised).toMatchObject({ severity: "critical", createdAt: at(7.5), details: SECURITY_ALERT_TEXT.escalated(ESCALATION.criticalIncidents + 1) });
      await honeypot(8);
      expect(await escalations()).toHaveLength(1);
      for (const minute of [20, 20.5, 21, 21.5]) await honeypot(minute);
      expect(await escalations()).toHaveLength(2);
    });

    it("shows in the Security Alert banner of admins as the site's, without the critical line meant for one's own account, and not in other accounts'", async () => {
      const now = at(22);
      const alerts = await securityAlertsFor(db(), "chief", now, { siteWide: true });
      expect(alerts.siteWide).toContain(SECURITY_ALERT_TEXT.escalated(4));
      expect(alerts.violations).not.toContain(SECURITY_ALERT_TEXT.escalated(4));
      expect(alerts.critical).toBe(false);
      const other = await securityAlertsFor(db(), "someone-else", now);
      expect([...other.violations, ...other.siteWide]).toEqual([]);
    });
  });

  describe("session risk", () => {
    it("an expired session is recorded as exceeding the maximum duration; a tampered cookie as invalid (critical), and both see the login page's alert", async () => {
      const long = new Date(Date.now() - 25 * 3_600_000);
      const expiredCookie = await sessionCookieFor(services, chiefId, long);
      const expired = (await settle(() =>
        dashboardRoute.loader({
          request: getRequest(`${SITE}/svcs/admin-dashboard/posts`, expiredCookie),
          context: context({ clientIp: "192.0.2.50" }),
          params: {},
        } as never),
      )) as Response;
      expect(expired.status).toBe(302);
      expect(expired.headers.get("set-cookie")).toContain("admin_flash=");
      const [recorded] = await db().select().from(securityEvents).where(eq(securityEvents.type, "session_expired"));
      expect(recorded).toMatchObject({ severity: "high", details: SECURITY_ALERT_TEXT.maxDuration, ipAddress: "192.0.2.50" });

      const good = await sessionCookieFor(services, chiefId);
      const tampered = `${good.slice(0, -4)}AAAA`;
      const refused = (await settle(() =>
        dashboardRoute.loader({
          request: getRequest(`${SITE}/svcs/admin-dashboard/posts`, tampered),
          context: context({ clientIp: "192.0.2.51" }),
          params: {},
        } as never),
      )) as Response;
      expect(refused.status).toBe(302);
      expect(refused.headers.get("set-cookie")).toMatch(/admin_session=;/);
      const [invalid] = await db().select().from(securityEvents).where(eq(securityEvents.type, "session_invalid"));
      expect(invalid).toMatchObject({ severity: "critical", details: SECURITY_ALERT_TEXT.weakToken, ipAddress: "192.0.2.51" });
    });
  });

  describe("geographic blocking", () => {
    const blockedServices = () => createTestServices(database(), { ADMIN_BLOCKED_COUNTRIES: "cn, ru" });
    // 114.114.114.114 is in China and 8.8.8.8 in the United States in the bundled database.
    const from = (ip: string) => createTestContext(blockedServices(), { clientIp: ip });

    it("refuses the login page and every admin page to an address of a blocked country with 'Access denied from China'", async () => {
      const loginAnswer = (await settle(() =>
        loginRoute.loader({ request: getRequest(`${SITE}/svcs/team`), context: from("114.114.114.114"), params: {} } as never),
      )) as Answer;
      expect(loginAnswer.init?.status).toBe(403);
      expect(loginAnswer.data).toEqual({ accessRestricted: { country: "China" } });
      const signIn = (await settle(() =>
        loginRoute.action({
          request: formRequest(`${SITE}/svcs/team`, { username: "chief", password: TEST_PASSWORD }),
          context: from("77.88.8.8"),
          params: {},
        } as never),
      )) as Answer;
      expect(signIn.data).toEqual({ accessRestricted: { country: "Russia" } });

      const cookie = await sessionCookieFor(services, chiefId);
      const dashboard = (await settle(() =>
        dashboardRoute.loader({ request: getRequest(`${SITE}/svcs/admin-dashboard/posts`, cookie), context: from("114.114.114.114"), params: {} } as never),
      )) as Answer;
      expect(dashboard.init?.status).toBe(403);
    });

    it("lets other countries, private addresses and an empty list through", async () => {
      const allowed = await loginRoute.loader({ request: getRequest(`${SITE}/svcs/team`), context: from("8.8.8.8"), params: {} } as never);
      expect((allowed as unknown as Answer).data).toEqual({ notice: null, resetByMail: false, formToken: expect.stringMatching(/^[\w-]{43}$/) });
      await loginRoute.loader({ request: getRequest(`${SITE}/svcs/team`), context: from("10.1.2.3"), params: {} } as never);
      await loginRoute.loader({ request: getRequest(`${SITE}/svcs/team`), context: context({ clientIp: "114.114.114.114" }), params: {} } as never);
    });
  });

  describe("honeypot", () => {
    const bot = "192.0.2.200";
    type Form = { name: string; path: string; run: (request: Request, context: RequestContext) => unknown; fields: Record<string, string> };
    const forms: Form[] = [
      {
        name: "create user",
        path: "/svcs/admin-dashboard/users",
        run: (request, ctx) => usersRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "create", username: "botmade" },
      },
      {
        name: "edit user",
        path: "/svcs/admin-dashboard/users",
        run: (request, ctx) => usersRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "update" },
      },
      {
        name: "post list actions",
        path: "/svcs/admin-dashboard/posts",
        run: (request, ctx) => postsRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "delete" },
      },
      {
        name: "post form",
        path: "/svcs/admin-dashboard/posts/new",
        run: (request, ctx) => postEditorRoute.action({ request, context: ctx, params: {} } as never),
        fields: { title: "Spam", content: "<p>x</p>" },
      },
      {
        name: "backups",
        path: "/svcs/admin-dashboard/backups",
        run: (request, ctx) => backupsRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "create" },
      },
      {
        name: "security overview",
        path: "/svcs/admin-dashboard/security",
        run: (request, ctx) => overviewRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "lift" },
      },
      {
        name: "security warnings",
        path: "/svcs/admin-dashboard/security/warnings",
        run: (request, ctx) => warningsRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "fix", checkId: "idle-accounts" },
      },
      {
        name: "security monitoring",
        path: "/svcs/admin-dashboard/security/monitoring",
        run: (request, ctx) => monitoringRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "refresh" },
      },
      {
        name: "media library",
        path: "/svcs/admin-dashboard/media",
        run: (request, ctx) => mediaRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "delete" },
      },
      {
        name: "account",
        path: "/svcs/admin-dashboard/account",
        run: (request, ctx) => accountRoute.action({ request, context: ctx, params: {} } as never),
        fields: { intent: "end-others" },
      },
      {
        name: "two-factor code step",
        path: "/svcs/team/two-factor",
        run: (request, ctx) => secondStepRoute.action({ request, context: ctx, params: {} } as never),
        fields: { code: "123456" },
      },
    ];

    for (const [index, form] of forms.entries()) {
      it(`refuses the ${form.name} form with its honeypot filled and records a critical incident`, async () => {
        // One address per form: an address's later hits in the hour are counted, not recorded again.
        const bot = `192.0.2.${100 + index}`;
        const cookie = await sessionCookieFor(services, chiefId);
        const request = formRequest(`${SITE}${form.path}`, { ...form.fields, [HONEYPOT_FIELD]: "https://spam.example" }, cookie);
        const answer = (await settle(() => form.run(request, context({ clientIp: bot })))) as Answer;
        expect(answer.init?.status).toBe(400);
        expect(answer.data).toBe(HONEYPOT_REFUSED);
        const events = await database()
          .db.select()
          .from(securityEvents)
          .where(and(eq(securityEvents.type, "honeypot_triggered"), eq(securityEvents.ipAddress, bot)));
        expect(events.some((event) => event.severity === "critical" && event.details.endsWith(`on ${form.path}`))).toBe(true);
      });
    }

    it("refuses the login form with its honeypot filled", async () => {
      const answer = (await loginRoute.action({
        request: formRequest(`${SITE}/svcs/team`, { username: "chief", password: TEST_PASSWORD, [HONEYPOT_FIELD]: "x" }),
        context: context({ clientIp: bot }),
        params: {},
      } as never)) as unknown as Answer;
      expect(answer.init?.status).toBe(400);
    });

    it("lets a form with an empty honeypot through", async () => {
      const cookie = await sessionCookieFor(services, chiefId);
      const request = formRequest(`${SITE}/svcs/admin-dashboard/security/warnings`, { intent: "refresh", [HONEYPOT_FIELD]: "" }, cookie);
      const answer = (await warningsRoute.action({ request, context: context(), params: {} } as never)) as unknown as Answer;
      expect(answer.data).toMatchObject({ ok: true, toast: { title: "Warnings refreshed" } });
    });
  });

  it("refuses the Security tab to a moderator", async () => {
    const moderatorId = await createTestUser(db(), { username: "mod", userType: "moderator" });
    const cookie = await sessionCookieFor(services, moderatorId);
    const answer = (await settle(() =>
      overviewRoute.loader({ request: getRequest(`${SITE}/svcs/admin-dashboard/security`, cookie), context: context(), params: {} } as never),
    )) as Response;
    expect(answer.status).toBe(403);
  });
});
