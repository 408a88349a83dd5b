import { sql } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { createPost, updatePost } from "~/services/blog";
import type { Database } from "~/services/platform";
import { createTestPost, createTestUser, TEST_PASSWORD } from "../support/factories";
import { cookieFrom, type Instance, type Nginx, request } from "./support/server-processes";
import { startTwoInstances, TWO_INSTANCE_SERVER_URL, type TwoInstances } from "./support/two-instances";

/**
 * Two instances of the production build on one PostgreSQL server, behind deploy/nginx.conf (TLS,
 * round robin). Everything that must be shared lives in the database, so each instance sees what
 * the other did, and a scheduled job claimed by one is not run by the other.
 */
const SESSION_COOKIE = "__Host-admin_session";

test.describe("two instances behind nginx on one PostgreSQL server", () => {
  test.skip(!TWO_INSTANCE_SERVER_URL, "needs a PostgreSQL server: set TEST_DATABASE_URL (npm test does)");
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  let site: TwoInstances;
  let database: Database;
  let instances: Instance[] = [];
  let nginx: Nginx;
  let siteUrl: string;
  const ids: Record<string, string> = {};

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    site = await startTwoInstances({
      prefix: "multi",
      prepare: async (prepared) => {
        ids.admin = await createTestUser(prepared.db, { username: "multi_admin", userType: "admin" });
        ids.frozen = await createTestUser(prepared.db, { username: "multi_frozen", userType: "admin" });
        ids.locked = await createTestUser(prepared.db, { username: "multi_locked", userType: "admin" });
        // Due before either instance starts: whichever claims the job's slot first publishes it.
        await createPost(
          prepared.db,
          { title: "Scheduled for both", content: "<p>x</p>", category: "Compliance" },
          { initial: { status: "scheduled", publishAt: new Date(Date.now() - 60_000) } },
        );
      },
    });
    ({ database, instances, nginx, siteUrl } = site);
  });

  test.afterAll(async () => site?.stop());

  const [a, b] = [() => instances[0]!.url, () => instances[1]!.url];
  const viaNginx = (url: string, options: Parameters<typeof request>[1] = {}) => request(url, { ...options, ca: nginx.certificate });
  const send = (url: string, options: Parameters<typeof request>[1] = {}) => (url.startsWith("https:") ? viaNginx(url, options) : request(url, options));

  /** Forms are posted through nginx (as a browser would), which hands them to the instances in turn. */
  function postForm(path: string, fields: Record<string, string>, cookie?: string) {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl };
    if (cookie) headers.Cookie = cookie;
    return viaNginx(`${nginx.url}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  }

  const postsTo = (instance: Instance, path: string) => instance.output().split(`"method":"POST","url":"${path}"`).length - 1;

  async function signIn(username: string, password = TEST_PASSWORD) {
    const reply = await postForm("/svcs/team", { username, password });
    return { reply, cookie: cookieFrom(reply, SESSION_COOKIE) };
  }

  /** Whether the cookie's session opens the dashboard on that instance (the login page otherwise). */
  async function signedInOn(base: string, cookie: string) {
    const reply = await send(`${base}/svcs/admin-dashboard/users`, { headers: { Cookie: cookie } });
    if (reply.status === 200) return true;
    expect(reply.status, reply.body.slice(0, 300)).toBe(302);
    expect(reply.headers.location).toContain("/svcs/team");
    return false;
  }

  test("nginx answers over TLS and passes requests to both instances in turn", async () => {
    for (let i = 0; i < 4; i++) expect((await viaNginx(`${nginx.url}/readyz`)).status).toBe(200);
    // Each instance's request log reaches this process through a pipe: wait for it.
    for (const instance of instances) await expect.poll(() => instance.output(), { timeout: 10_000 }).toContain("/readyz");
  });

  test("a session made through the load balancer is valid on each instance", async () => {
    const { reply, cookie } = await signIn("multi_admin");
    expect(reply.status, reply.body.slice(0, 2000)).toBe(302);
    expect(cookie).not.toBeNull();
    expect(await signedInOn(a(), cookie!)).toBe(true);
    expect(await signedInOn(b(), cookie!)).toBe(true);
  });

  test("logging out on one instance ends the session on both", async () => {
    const { cookie } = await signIn("multi_admin");
    expect(await signedInOn(b(), cookie!)).toBe(true);
    const logout = await postForm("/svcs/logout", {}, cookie!);
    expect(logout.status).toBe(302);
    expect(await signedInOn(a(), cookie!)).toBe(false);
    expect(await signedInOn(b(), cookie!)).toBe(false);
  });

  test("freezing an account on one instance ends its sessions on both", async () => {
    const frozen = await signIn("multi_frozen");
    expect(await signedInOn(a(), frozen.cookie!)).toBe(true);
    const { cookie: adminCookie } = await signIn("multi_admin");
    const freeze = await postForm("/svcs/admin-dashboard/users", { intent: "freeze", userId: ids.frozen! }, adminCookie!);
    expect(freeze.status, freeze.body.slice(0, 300)).toBeLessThan(400);
    expect(await signedInOn(a(), frozen.cookie!)).toBe(false);
    expect(await signedInOn(b(), frozen.cookie!)).toBe(false);
  });

  test("five failed sign-ins spread over both instances lock the account", async () => {
    const before = instances.map((instance) => postsTo(instance, "/svcs/team"));
    for (let attempt = 0; attempt < 5; attempt++) {
      const { reply } = await signIn("multi_locked", "Wrong-password-1234");
      // The fifth failure itself answers with the lock.
      expect(reply.status).toBe(attempt < 4 ? 401 : 429);
    }
    const spread = instances.map((instance, i) => postsTo(instance, "/svcs/team") - before[i]!);
    expect(
      spread.every((count) => count > 0),
      `attempts per instance: ${spread.join(", ")}`,
    ).toBe(true);
    // Even the right password is refused, by whichever instance answers.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { reply, cookie } = await signIn("multi_locked");
      expect(reply.status).toBe(429);
      expect(cookie).toBeNull();
    }
  });

  test("a post changed in the database is shown by both instances at once", async () => {
    const post = await createTestPost(database.db, { title: "Shared cache before" });
    for (const base of [a(), b(), a(), b()]) expect((await request(`${base}/newsletter`)).body).toContain("Shared cache before");
    await updatePost(database.db, post.id, { title: "Shared cache after", content: "<p>x</p>", category: "Compliance" });
    for (const base of [a(), b()]) {
      await expect.poll(async () => (await request(`${base}/newsletter`)).body, { timeout: 5000 }).toContain("Shared cache after");
    }
  });

  test("a job scheduled on both instances runs once per time slot", async () => {
    for (const instance of instances) expect(instance.output()).toContain("job runner started");
    const published = instances.map((instance) => instance.output().split("scheduled posts published").length - 1);
    expect(published.reduce((sum, count) => sum + count, 0)).toBe(1);
    const duplicates = (await database.db.execute(sql`select job, slot from job_runs group by job, slot having count(*) > 1`)) as unknown as {
      rows: unknown[];
    };
    expect(duplicates.rows).toEqual([]);
    const claims = (await database.db.execute(sql`select claimed_by from job_runs where job = 'publish-scheduled'`)) as unknown as { rows: unknown[] };
    expect(claims.rows.length).toBeGreaterThan(0);
  });
});
