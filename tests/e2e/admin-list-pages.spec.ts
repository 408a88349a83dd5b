import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import type { TestSignIn } from "~/services/test-hooks";
import { TEST_HOOKS_PATH, TEST_HOOKS_SECRET_HEADER } from "../../server/test-hooks";
import { expectNoAxeViolations } from "./support/axe";
import { startOwnServer } from "./support/own-server";

// More posts and audit entries than one page of their lists holds: written straight to a database of this file's own.
const PAGED_POSTS = 60;
const PAGED_AUDIT_ENTRIES = 25;
const POSTS = "/svcs/admin-dashboard/posts";
const AUDIT_LOG = "/svcs/admin-dashboard/security/audit-log";

let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe("Admin lists longer than a page: Blog Posts and the audit log @responsive", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer({
      prepare: async ({ db }) => {
        // Dated 2020, older than the built-in posts: "Paged post 01" is the oldest of all.
        await db.execute(sql`insert into posts (slug, title, date, content, category)
          select 'paged-post-' || g, 'Paged post ' || lpad(g::text, 2, '0'), date '2020-01-01' + g, '<p>Paged.</p>', 'Savings' from generate_series(1, ${PAGED_POSTS}) g`);
        // Ten days old and older, so older than every entry the server and the tests add: "Paged user 25" is the oldest of all.
        await db.execute(sql`insert into audit_events (occurred_at, actor_label, action, target_type, target_label)
          select now() - (g + 9) * interval '1 day', 'admin', 'user_updated', 'user', 'Paged user ' || lpad(g::text, 2, '0') from generate_series(1, ${PAGED_AUDIT_ENTRIES}) g`);
      },
      env: { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "", LOG_LEVEL: "warn" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.beforeEach(async ({ context }) => {
    const response = await context.request.post(`${server.baseURL}${TEST_HOOKS_PATH}/session`, {
      headers: { [TEST_HOOKS_SECRET_HEADER]: process.env.E2E_TEST_HOOKS_SECRET ?? "" },
      data: { userType: "admin" },
    });
    expect(response.status()).toBe(200);
    const account = (await response.json()) as TestSignIn;
    await context.addCookies([{ ...account.cookie, url: server.baseURL, httpOnly: true, sameSite: "Strict" }]);
  });

  test("shows a page of 50, moves between pages, and keeps the page under the edit form", async ({ page }) => {
    await page.goto(`${server.baseURL}${POSTS}`);
    const pages = page.getByRole("navigation", { name: "Blog posts pages" });
    await expect(pages).toContainText(/Page 1 of 2 · \d+ posts/);
    await expect(pages.getByRole("link", { name: "Newer" })).toHaveCount(0);
    const list = page.getByRole("region", { name: "Blog posts" });
    await expect(list.getByRole("link", { name: /^Edit / })).toHaveCount(50);
    await expect(list.getByText("Paged post 01", { exact: true })).toHaveCount(0);

    await pages.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}\\?page=2$`));
    await expect(pages).toContainText("Page 2 of 2");
    await expect(pages.getByRole("link", { name: "Older" })).toHaveCount(0);
    await expect(list.getByText("Paged post 01", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await list.getByRole("link", { name: "Edit Paged post 01" }).click();
    await expect(page).toHaveURL(/\/edit\?page=2$/);
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await expect(list.getByText("Paged post 01", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}\\?page=2$`));

    await pages.getByRole("link", { name: "Newer" }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
    await expect(pages).toContainText("Page 1 of 2");
  });

  test("a page past the end shows the last one", async ({ page }) => {
    await page.goto(`${server.baseURL}${POSTS}?page=9`);
    await expect(page.getByRole("navigation", { name: "Blog posts pages" })).toContainText("Page 2 of 2");
  });

  test("the audit log moves to older entries and back, 20 a page", async ({ page }) => {
    await page.goto(`${server.baseURL}${AUDIT_LOG}`);
    const pages = page.getByRole("navigation", { name: "Audit log pages" });
    await expect(pages).toContainText("Page 1");
    await expect(pages.getByRole("link", { name: "Newer" })).toHaveCount(0);
    await expect(page.getByText("Paged user 01", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Paged user 25", { exact: true })).toHaveCount(0);

    await pages.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(new RegExp(`${AUDIT_LOG}\\?page=2$`));
    await expect(pages).toContainText("Page 2");
    await expect(page.getByText("Paged user 25", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Paged user 01", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await pages.getByRole("link", { name: "Newer" }).click();
    await expect(page).toHaveURL(new RegExp(`${AUDIT_LOG}$`));
    await expect(pages).toContainText("Page 1");
  });
});
