import { beforeAll, describe, expect, it } from "vitest";
import * as analytics from "~/routes/admin/analytics/route";
import * as analyticsExport from "~/routes/admin/analytics/export";
import * as analyticsRealtime from "~/routes/admin/analytics/realtime";
import * as leads from "~/routes/admin/leads/route";
import * as leadsExport from "~/routes/admin/leads/export";
import * as subscribers from "~/routes/admin/subscribers/list";
import * as subscribersExport from "~/routes/admin/subscribers/export";
import * as consultations from "~/routes/admin/consultations/route";
import * as dashboard from "~/routes/admin/dashboard/layout";
import * as dashboardHome from "~/routes/admin/dashboard/home";
import * as loginHistory from "~/routes/admin/login-history/route";
import * as loginHistoryVersion from "~/routes/admin/login-history/version";
import * as login from "~/routes/admin/sign-in/login";
import * as logout from "~/routes/admin/sign-in/logout";
import * as postEditor from "~/routes/admin/posts/editor/route";
import * as blogPosts from "~/routes/admin/posts/route";
import * as siteContentAutosave from "~/routes/admin/+shared/autosave";
import * as siteContentEditor from "~/routes/admin/content/editor/route";
import * as siteContentList from "~/routes/admin/content/list";
import * as security from "~/routes/admin/security/layout";
import * as securityAuditLog from "~/routes/admin/security/audit-log";
import * as securityMonitoring from "~/routes/admin/security/monitoring";
import * as securityOverview from "~/routes/admin/security/overview";
import * as securityVulnerabilities from "~/routes/admin/security/vulnerabilities";
import * as securityWarnings from "~/routes/admin/security/warnings";
import * as trash from "~/routes/admin/trash/route";
import * as siteSearch from "~/routes/admin/search/route";
import * as users from "~/routes/admin/users/route";
import * as trainingLayout from "~/routes/admin/training/layout";
import * as trainingSessions from "~/routes/admin/training/sessions";
import * as trainingCertificates from "~/routes/admin/training/certificates";
import type { AppServices } from "~/services/platform";
import { can } from "~/lib/auth/permissions";
import { ADMIN_TABS, tabPath } from "~/routes/admin/admin-tabs";
import { formRequest, getRequest, sessionCookieFor } from "../support/admin-fixtures";
import { createTestUser } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestContext, createTestServices } from "../support/test-services";

const SITE = "http://localhost:3000";
type Handler = (args: never) => unknown;
type Who = "anonymous" | "admin" | "moderator" | "user" | "frozen";
type Expected = "ok" | "login" | "forbidden" | "redirect";

/** Calls a loader or action and names what happened. */
async function outcome(handler: Handler, request: Request, services: AppServices): Promise<Expected> {
  try {
    const result = await handler({ request, context: createTestContext(services), params: {} } as never);
    if (result instanceof Response)
      return result.status >= 300 && result.status < 400 ? (result.headers.get("location") === "/svcs/team" ? "login" : "redirect") : "ok";
    return "ok";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    if (thrown.status === 403) return "forbidden";
    if (thrown.headers.get("location") === "/svcs/team") return "login";
    if (thrown.status >= 300 && thrown.status < 400) return "redirect";
    return "ok";
  }
}

describe("every admin route and action, as every kind of visitor", () => {
  const database = useTestDatabase();
  let services: AppServices;
  const cookies: Partial<Record<Who, string>> = {};
  let targetId = "";

  beforeAll(async () => {
    services = createTestServices(database());
    const db = database().db;
    for (const role of ["admin", "moderator", "user"] as const)
      cookies[role] = await sessionCookieFor(services, await createTestUser(db, { username: `the_${role}`, userType: role }));
    const frozenId = await createTestUser(db, { username: "the_frozen", userType: "admin" });
    cookies.frozen = await sessionCookieFor(services, frozenId);
    await createTestUser(db, { username: "second_admin", userType: "admin" });
    const { adminUsers } = await import("~/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(adminUsers).set({ frozen: true }).where(eq(adminUsers.id, frozenId));
    targetId = await createTestUser(db, { username: "target", userType: "user" });
  });

  const visitors: Who[] = ["anonymous", "admin", "moderator", "user", "frozen"];
  const matrix: Array<{ name: string; handler: Handler; request: (cookie?: string) => Request; expected: Record<Who, Expected> }> = [
    {
      name: "GET /svcs/team",
      handler: login.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/team`, cookie),
      expected: { anonymous: "ok", admin: "redirect", moderator: "redirect", user: "redirect", frozen: "ok" },
    },
    {
      name: "GET /svcs/admin-dashboard (layout)",
      handler: dashboard.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/users`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "ok", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard (index)",
      handler: dashboardHome.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "ok", frozen: "login" },
    },
    {
      name: "GET Blog Posts (read-only for 'user' accounts)",
      handler: blogPosts.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/posts`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "ok", frozen: "login" },
    },
    {
      name: "POST Blog Posts (delete of a forged id)",
      handler: blogPosts.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/posts`, { intent: "delete", postId: "not-a-uuid" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Trash",
      handler: trash.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/trash`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST Trash (restore a post that is not there)",
      handler: trash.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/trash`, { intent: "restore-post", id: "00000000-0000-4000-8000-000000000009" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET the new-post form",
      handler: postEditor.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/posts/new`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST the new-post form (without a title)",
      handler: postEditor.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/posts/new`, { title: "", content: "<p>x</p>", category: "Savings" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Site Content (read-only for 'user' accounts)",
      handler: siteContentList.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/content`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "ok", frozen: "login" },
    },
    {
      name: "POST a Site Content document (an unknown one)",
      handler: siteContentEditor.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/content/nope/edit`, { intent: "draft", version: "0", data: "{}" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST Site Content autosave (an unknown document)",
      handler: siteContentAutosave.action as Handler,
      request: (cookie) =>
        formRequest(`${SITE}/svcs/admin-dashboard/autosave?kind=content`, { intent: "save", id: "nope", baseVersion: "0", data: "{}" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Manage Users",
      handler: users.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/users`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST Manage Users (update)",
      handler: users.action as Handler,
      request: (cookie) =>
        formRequest(
          `${SITE}/svcs/admin-dashboard/users`,
          { intent: "update", userId: targetId, username: "target", email: "", userType: "user", active: "true" },
          cookie,
        ),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Login History",
      handler: loginHistory.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/login-history`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Login History version",
      handler: loginHistoryVersion.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/login-history/version`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Security (layout)",
      handler: security.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/security`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Security Overview",
      handler: securityOverview.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/security`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Security Warnings",
      handler: securityWarnings.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/security/warnings`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST Security Warnings (refresh)",
      handler: securityWarnings.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/security/warnings`, { intent: "refresh" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Security Vulnerabilities",
      handler: securityVulnerabilities.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/security/vulnerabilities`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Security Monitoring",
      handler: securityMonitoring.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/security/monitoring`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST Security Monitoring (lift an unknown block)",
      handler: securityMonitoring.action as Handler,
      request: (cookie) =>
        formRequest(`${SITE}/svcs/admin-dashboard/security/monitoring`, { intent: "lift", ipAddress: "192.0.2.1", usernameKey: "nobody" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Security Audit Log",
      handler: securityAuditLog.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/security/audit-log?filter=failed_logins`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "forbidden", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET Analytics",
      handler: analytics.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/analytics`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "ok", frozen: "login" },
    },
    {
      name: "GET Analytics realtime",
      handler: analyticsRealtime.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/analytics/realtime`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "ok", frozen: "login" },
    },
    {
      name: "GET Analytics CSV export",
      handler: analyticsExport.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/analytics/export?breakdown=pages`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/logout (changes nothing)",
      handler: logout.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/logout`, cookie),
      expected: { anonymous: "login", admin: "login", moderator: "login", user: "login", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/leads",
      handler: leads.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/leads`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST /svcs/admin-dashboard/leads (update)",
      handler: leads.action as Handler,
      request: (cookie) =>
        formRequest(
          `${SITE}/svcs/admin-dashboard/leads`,
          { intent: "update", leadId: "00000000-0000-4000-8000-000000000000", status: "won", notes: "", assignedTo: "" },
          cookie,
        ),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/leads/export",
      handler: leadsExport.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/leads/export`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/subscribers",
      handler: subscribers.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/subscribers`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST /svcs/admin-dashboard/subscribers (delete)",
      handler: subscribers.action as Handler,
      request: (cookie) =>
        formRequest(`${SITE}/svcs/admin-dashboard/subscribers`, { intent: "delete", subscriberId: "00000000-0000-4000-8000-000000000000" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/subscribers/export",
      handler: subscribersExport.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/subscribers/export`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/search",
      handler: siteSearch.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/search`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST /svcs/admin-dashboard/search (synonyms refused as too few)",
      handler: siteSearch.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/search`, { intent: "add-synonyms", phrases: "one" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/consultations",
      handler: consultations.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/consultations`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST /svcs/admin-dashboard/consultations (save hours)",
      handler: consultations.action as Handler,
      request: (cookie) =>
        formRequest(`${SITE}/svcs/admin-dashboard/consultations`, { userId: "00000000-0000-4000-8000-000000000000", timeZone: "UTC" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/training",
      handler: trainingLayout.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/training`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/training (sessions)",
      handler: trainingSessions.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/training`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST /svcs/admin-dashboard/training (add a session)",
      handler: trainingSessions.action as Handler,
      request: (cookie) => formRequest(`${SITE}/svcs/admin-dashboard/training`, { course: "chsa", title: "" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "GET /svcs/admin-dashboard/training/certificates",
      handler: trainingCertificates.loader as Handler,
      request: (cookie) => getRequest(`${SITE}/svcs/admin-dashboard/training/certificates`, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
    {
      name: "POST /svcs/admin-dashboard/training/certificates (revoke)",
      handler: trainingCertificates.action as Handler,
      request: (cookie) =>
        formRequest(`${SITE}/svcs/admin-dashboard/training/certificates`, { certificateId: "00000000-0000-4000-8000-000000000000", reason: "test" }, cookie),
      expected: { anonymous: "login", admin: "ok", moderator: "ok", user: "forbidden", frozen: "login" },
    },
  ];

  for (const row of matrix) {
    it(row.name, async () => {
      const seen: Partial<Record<Who, Expected>> = {};
      for (const who of visitors) {
        // A frozen user's session is deleted on first use: give it a fresh one each time.
        if (who === "frozen") {
          const { adminUsers } = await import("~/db/schema");
          const { eq } = await import("drizzle-orm");
          const [frozen] = await database().db.select().from(adminUsers).where(eq(adminUsers.username, "the_frozen"));
          cookies.frozen = await sessionCookieFor(services, frozen!.id);
        }
        seen[who] = await outcome(row.handler, row.request(cookies[who]), services);
      }
      expect(seen).toEqual(row.expected);
    });
  }

  it("POST /svcs/logout ends the session on the server for every role", async () => {
    for (const role of ["admin", "moderator", "user"] as const) {
      expect(await outcome(logout.action as Handler, formRequest(`${SITE}/svcs/logout`, {}, cookies[role]), services)).toBe("login");
      expect(await outcome(dashboard.loader as Handler, getRequest(`${SITE}/svcs/admin-dashboard/users`, cookies[role]), services)).toBe("login");
    }
    expect(await outcome(logout.action as Handler, formRequest(`${SITE}/svcs/logout`, {}), services)).toBe("login");
  });
});

/** Each tab's page module, by its file below app/routes/admin (the tab's folder and its `page`). */
const TAB_PAGES = import.meta.glob<{ loader?: Handler }>("../../app/routes/admin/*/*.tsx");

describe("every tab's page, from the tab declarations, as every kind of visitor", () => {
  const database = useTestDatabase();
  let services: AppServices;
  const cookies: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    services = createTestServices(database());
    const db = database().db;
    for (const role of ["admin", "moderator", "user"] as const)
      cookies[role] = await sessionCookieFor(services, await createTestUser(db, { username: `tab_${role}`, userType: role }));
    await createTestUser(db, { username: "tab_second_admin", userType: "admin" });
  });

  for (const tab of ADMIN_TABS) {
    it(`GET ${tabPath(tab)} needs ${tab.permission}`, async () => {
      const load = TAB_PAGES[`../../app/routes/admin/${tab.id}/${tab.page}`];
      expect(load, `app/routes/admin/${tab.id}/${tab.page}`).toBeDefined();
      const { loader } = await load!();
      expect(loader, `${tab.id}'s page checks the role on the server`).toBeTypeOf("function");
      const seen: Partial<Record<Who, Expected>> = {};
      const expected: Partial<Record<Who, Expected>> = { anonymous: "login" };
      for (const who of ["anonymous", "admin", "moderator", "user"] as const) {
        seen[who] = await outcome(loader!, getRequest(`${SITE}${tabPath(tab)}`, cookies[who]), services);
        if (who !== "anonymous") expected[who] = can(who, tab.permission) ? "ok" : "forbidden";
      }
      expect(seen).toEqual(expected);
    });
  }
});
