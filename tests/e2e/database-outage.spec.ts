import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { LOGIN_HISTORY_TEXT } from "~/lib/security/login-history";
import { type Cluster, startCluster } from "../../scripts/lib/postgres-cluster.mjs";
import { cookieFrom, freePortIn, type Instance, request, startInstance } from "./support/server-processes";
import { atEachWidth, pageOverflow } from "./support/widths";

/**
 * One instance on a PostgreSQL server of its own, which the test stops and starts again: public
 * pages keep answering from their last good copy, readiness fails, the admin area says the
 * database is unavailable, nothing hangs, and everything recovers without restarting the app.
 */
const ADMIN = { username: "outage_admin", password: "Outage-test-password-42" };

test.describe("database outage", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs the PostgreSQL server binaries: set TEST_DATABASE_URL (npm test does)");
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  let cluster: Cluster;
  let instance: Instance;
  let siteUrl: string;
  let cookie: string;
  /** The dashboard's signed hint of the account it showed: what the frame is drawn from during the outage. */
  let frameHint: string;

  /** A browser signed in with this file's session (and the frame's hint, when it has one). */
  async function signedInPage(page: Page) {
    const cookies = [cookie, frameHint].filter(Boolean).map((pair) => {
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      return { name, value, url: siteUrl, httpOnly: true, sameSite: "Strict" as const };
    });
    await page.context().addCookies(cookies);
  }

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    cluster = await startCluster();
    const port = await freePortIn(4300, 4399);
    siteUrl = `http://127.0.0.1:${port}`;
    instance = await startInstance(port, { DATABASE_URL: cluster.url, SITE_URL: siteUrl, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  });

  test.afterAll(async () => {
    await instance?.stop();
    cluster?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => request(`${siteUrl}${path}`, { headers });
  const signIn = () =>
    request(`${siteUrl}/svcs/team`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl },
      body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }).toString(),
    });

  test("before: pages, readiness and the admin area work", async () => {
    for (const path of ["/", "/newsletter", "/", "/newsletter"]) expect((await get(path)).status).toBe(200);
    expect((await get("/readyz")).status).toBe(200);
    const reply = await signIn();
    expect(reply.status).toBe(302);
    cookie = cookieFrom(reply, "admin_session")!;
    const users = await get("/svcs/admin-dashboard/users", { Cookie: cookie });
    expect(users.status).toBe(200);
    frameHint = cookieFrom(users, "admin_frame")!;
    expect(frameHint).toBeTruthy();
  });

  test("before: Login History's Refresh says 'Database Error' when the records cannot be read, not 'updated'", async ({ page }) => {
    await signedInPage(page);
    await page.goto(`${siteUrl}/svcs/admin-dashboard/login-history`);
    await page.waitForLoadState("networkidle");
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query("alter table login_history rename to login_history_away");
    try {
      await page.getByRole("button", { name: "Refresh" }).click();
      const toasts = page.getByRole("region", { name: /Notifications/ });
      await expect(toasts.getByRole("listitem").filter({ hasText: LOGIN_HISTORY_TEXT.errorTitle })).toContainText(LOGIN_HISTORY_TEXT.errorDescription);
      await expect(toasts.getByText(LOGIN_HISTORY_TEXT.updated)).toHaveCount(0);
    } finally {
      await client.query("alter table login_history_away rename to login_history");
      await client.end();
    }
  });

  test("during: public pages serve their last good copy, readiness fails, the admin area says why", async () => {
    cluster.pause();
    const home = await get("/");
    expect(home.status).toBe(200);
    const newsletter = await get("/newsletter");
    expect(newsletter.status).toBe(200);
    // A page never rendered before (a query the list reads, so not the cached page): the blog's last
    // good copy, with the spec's notice.
    const unseen = await get("/newsletter?page=1");
    expect(unseen.status).toBe(200);
    expect(unseen.body).toContain("Using cached blog posts");

    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body).toBe("database unavailable");

    const admin = await get("/svcs/admin-dashboard/users", { Cookie: cookie });
    expect(admin.status).toBe(503);
    expect(admin.body).toContain("Database unavailable");
    // The login form itself needs no database; with a session cookie to check, it does.
    expect((await get("/svcs/team")).status).toBe(200);
    const login = await get("/svcs/team", { Cookie: cookie });
    expect(login.status).toBe(503);
    expect(login.body).toContain("Database unavailable");
    const attempt = await signIn();
    expect(attempt.status).toBe(503);
    expect(attempt.body).toContain("Database unavailable");
  });

  test("during: every admin page keeps the dashboard's header, tabs and Log out around the notice", async ({ page }) => {
    await signedInPage(page);
    await page.goto(`${siteUrl}/svcs/admin-dashboard/backups`);
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await atEachWidth(page, async (width) => {
      await expect(page.getByRole("main").getByTestId("database-unavailable")).toContainText(DATABASE_UNAVAILABLE.description);
      await expect(tabs.getByRole("link", { name: "Blog Posts" })).toBeAttached();
      await expect(tabs.getByRole("link", { name: "Backups" })).toBeAttached();
      await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
      expect(await pageOverflow(page), `outage frame at ${width}`).toBe(0);
    });
    // A tab of the frame leads to that tab's page, still in the frame.
    await tabs.getByRole("link", { name: "Manage Users" }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole("main").getByTestId("database-unavailable")).toBeVisible();
    // Log out still signs this browser out.
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/svcs\/team$/);
    expect((await page.context().cookies()).map((entry) => entry.name)).not.toContain("admin_session");
  });

  test("after: everything recovers by itself when the database is back", async () => {
    cluster.resume();
    await expect.poll(async () => (await get("/readyz")).status, { timeout: 30_000 }).toBe(200);
    await expect.poll(async () => (await get("/svcs/admin-dashboard/users", { Cookie: cookie })).status, { timeout: 15_000 }).toBe(200);
    const unseen = await get("/newsletter?outage=2");
    expect(unseen.status).toBe(200);
    expect(unseen.body).not.toContain("Using cached blog posts");
    expect((await signIn()).status).toBe(302);
    await expect.poll(() => instance.output(), { timeout: 15_000 }).toContain("page cache dropped");
  });
});
