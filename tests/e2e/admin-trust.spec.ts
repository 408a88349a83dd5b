import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { SCHEDULE_AUTHOR_LABEL } from "~/lib/blog/revision-diff";
import { AUTOSAVE_TEXT } from "~/lib/blog/autosave";
import { PAGE_FILTER_NOTE } from "~/lib/analytics/dashboard-query";
import { MONITOR_TEXT } from "~/lib/security/rate-limit-monitor";
import { SECURITY_ALERT_TEXT, SITE_ALERT_TEXT } from "~/lib/security/security-alerts";
import { MESSAGES } from "~/lib/users/account-rules";
import { ACCOUNT_TEXT } from "~/routes/admin/account/account-text";
import { MEDIA_TOASTS } from "~/routes/admin/media/media-admin-text";
import { POST_ADMIN_TEXT } from "~/routes/admin/posts/post-admin-text";
import { USER_TOASTS } from "~/routes/admin/users/user-admin-text";
import { POST_GONE } from "~/services/blog";
import { recordEvent } from "~/services/security";
import type { TestSignIn } from "~/services/test-hooks";
import { TEST_HOOKS_PATH, TEST_HOOKS_SECRET_HEADER } from "../../server/test-hooks";
import { expectNoAxeViolations } from "./support/axe";
import { startOwnServer } from "./support/own-server";
import { atEachWidth, pageOverflow } from "./support/widths";

/**
 * Issue 34 walked as staff would, at 375, 800 and 1280 px: the admin area says what happened, keeps
 * destructive actions guarded and reversible, and fits every width. A server of its own: the walk
 * deletes and restores posts, records security incidents and changes a password.
 */

const POSTS = "/svcs/admin-dashboard/posts";
const IN_USE_HASH = "a".repeat(64);
const TRASH_DAYS = 30;

let server: Awaited<ReturnType<typeof startOwnServer>>;

async function signIn(context: BrowserContext, userType: "admin" | "moderator" | "user" = "admin"): Promise<TestSignIn> {
  const response = await context.request.post(`${server.baseURL}${TEST_HOOKS_PATH}/session`, {
    headers: { [TEST_HOOKS_SECRET_HEADER]: process.env.E2E_TEST_HOOKS_SECRET ?? "" },
    data: { userType },
  });
  expect(response.status()).toBe(200);
  const account = (await response.json()) as TestSignIn;
  await context.addCookies([{ ...account.cookie, url: server.baseURL, httpOnly: true, sameSite: "Strict" }]);
  return account;
}

/** Opens an admin page and waits until it is hydrated (its buttons work). */
async function open(page: Page, path: string) {
  await page.goto(`${server.baseURL}${path}`);
  await page.waitForLoadState("networkidle");
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Whether the element is wholly inside the viewport's width (not hidden behind a sideways scroll). */
async function withinViewport(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  return box.x >= 0 && box.x + box.width <= width + 0.5;
}

test.describe("The admin area tells staff the truth and lets them undo", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer({
      prepare: async (database) => {
        const { db } = database;
        await db.execute(sql`insert into posts (slug, title, date, content, category, status)
          values ('lighthouse-keepers', 'Lighthouse keepers and HSAs', '2024-05-01', '<p>A quixotic note about harbour accounts.</p>', 'Savings', 'published')`);
        // Due a minute ago: the publishing job turns it into a published post at its first sweep.
        await db.execute(sql`insert into posts (slug, title, date, content, category, status, publish_at)
          values ('went-live-on-schedule', 'Went live on schedule', '2024-05-02', '<p>Scheduled.</p>', 'Savings', 'scheduled', now() - interval '1 minute')`);
        await db.execute(sql`insert into media (hash, mime_type, size_bytes, width, height, original_name, alt)
          values (${IN_USE_HASH}, 'image/png', 100, 800, 600, 'in-use.png', 'A chart in a post')`);
        await db.execute(sql`insert into posts (slug, title, date, content, category, status)
          values ('uses-the-chart', 'Uses the chart', '2024-05-03', ${`<p><img src="/media/${IN_USE_HASH}/480.webp" alt="A chart in a post"></p>`}, 'Savings', 'published')`);
        // Four honeypot fills against another account within five minutes: the site-wide escalation every admin is shown.
        for (let n = 0; n < 4; n++)
          await recordEvent(db, {
            kind: "honeypot_triggered",
            at: new Date(),
            details: `${SECURITY_ALERT_TEXT.honeypot} on the login form`,
            target: { type: "user", label: "someone_else" },
            ipAddress: "203.0.113.40",
          });
      },
      env: { E2E_TEST_HOOKS: "1", E2E_TEST_HOOKS_SECRET: process.env.E2E_TEST_HOOKS_SECRET ?? "", LOG_LEVEL: "warn", RETENTION_TRASH_DAYS: String(TRASH_DAYS) },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the header, the tab bar and the wide tables fit every width, actions in view", async ({ page, context }) => {
    const account = await signIn(context);
    await open(page, "/svcs/admin-dashboard/users");
    await atEachWidth(page, async (width) => {
      expect(await pageOverflow(page), `page scrolls sideways at ${width}`).toBe(0);
      const siteName = page.locator("header p").first();
      // The firm's name is never cut off.
      expect(await siteName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await withinViewport(page, siteName)).toBe(true);
      const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
      // One row at every width: where the tabs do not all fit, an arrow says there
      // is more, and the last tab scrolls into view without the page itself scrolling sideways.
      const scrollCue = tabs.locator("svg.lucide-chevron-right");
      const strip = tabs.getByRole("list");
      const overflows = await strip.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      if (overflows) await expect(scrollCue).toBeVisible();
      else await expect(scrollCue).toBeHidden();
      const lastTab = tabs.getByRole("link").last();
      await lastTab.scrollIntoViewIfNeeded();
      expect(await withinViewport(page, lastTab), `the last tab reachable at ${width}`).toBe(true);
      expect(await pageOverflow(page), `scrolling the tabs moves the page at ${width}`).toBe(0);
      for (const path of ["/svcs/admin-dashboard/users", "/svcs/admin-dashboard/security/audit-log", POSTS, "/svcs/admin-dashboard/backups"]) {
        await open(page, path);
        expect(await pageOverflow(page), `${path} scrolls sideways at ${width}`).toBe(0);
        // The last column's first action is on screen, not behind a sideways scroll.
        const action = page.locator("tbody tr").first().locator("td").last().locator("button, a").first();
        if (await action.count()) expect(await withinViewport(page, action), `${path}'s actions at ${width}`).toBe(true);
      }
      await open(page, "/svcs/admin-dashboard/users");
    });

    // An admin cannot lower their own type: their row's Type is locked, and says why.
    await page.getByRole("button", { name: `Edit ${account.username}` }).click();
    const ownType = page.getByLabel(`Type of ${account.username}`);
    await atEachWidth(page, async () => {
      await expect(ownType).toBeDisabled();
      await expect(page.getByText(USER_TOASTS.ownTypeAndStatus)).toBeVisible();
    });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  test("a moderator cannot reset the posts; an admin's reset question says a backup is taken first", async ({ page, context }) => {
    await signIn(context, "moderator");
    await open(page, POSTS);
    await expect(page.getByRole("heading", { name: "Manage Blog Posts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset to Preconfigured" })).toHaveCount(0);
    await context.clearCookies();
    await signIn(context, "admin");
    await open(page, POSTS);
    await page.getByRole("button", { name: "Reset to Preconfigured" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset to Preconfigured" });
    await atEachWidth(page, async () => {
      await expect(dialog).toContainText("A backup of the whole site is taken first and listed under Backups");
    });
    await page.keyboard.press("Escape");
  });

  test("the Blog Posts list finds posts by words and filters", async ({ page, context }) => {
    await signIn(context);
    await open(page, POSTS);
    await atEachWidth(page, async () => {
      await open(page, POSTS);
      await page.getByRole("searchbox", { name: "Search posts" }).fill("quixot");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\?q=quixot$/);
      const list = page.getByRole("region", { name: "Blog posts" });
      await expect(list.getByText("Lighthouse keepers and HSAs")).toBeVisible();
      await expect(list.getByRole("link", { name: /^Edit / })).toHaveCount(1);
      await expect(page.getByText("1 found")).toBeVisible();
      expect(await pageOverflow(page)).toBe(0);
    });
    await page.getByLabel("Filter by status").selectOption("draft");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page.getByText("No posts match this search and these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(
      page
        .getByRole("region", { name: "Blog posts" })
        .getByRole("link", { name: /^Edit / })
        .first(),
    ).toBeVisible();
  });

  test("a deleted post goes to the Trash and comes back; deleting it again from a stale tab says where it is", async ({ page, context }) => {
    await signIn(context);
    const stale = await context.newPage();
    await open(stale, POSTS);
    await open(page, POSTS);
    await page.getByRole("button", { name: "Delete Lighthouse keepers and HSAs" }).click();
    const question = page.getByRole("dialog", { name: "Delete Blog Post" });
    await expect(question).toContainText(POST_ADMIN_TEXT.deleteConfirm("Lighthouse keepers and HSAs", TRASH_DAYS));
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(toasts(page).filter({ hasText: "Blog post deleted" })).toContainText(`Trash for ${TRASH_DAYS} days`);

    // The other tab still lists it: deleting it there says plainly what happened, not 'Please try again'.
    await stale.bringToFront();
    await stale.getByRole("button", { name: "Delete Lighthouse keepers and HSAs" }).click();
    await stale.getByRole("dialog", { name: "Delete Blog Post" }).getByRole("button", { name: "Delete" }).click();
    const told = toasts(stale).filter({ hasText: "Error deleting post" });
    await expect(told).toContainText(POST_GONE.trashed);
    await expect(told).not.toContainText("Please try again");
    // The answer reloaded the list: the vanished post's row is gone there too.
    await expect(stale.getByRole("row").filter({ hasText: "Lighthouse keepers and HSAs" })).toHaveCount(0);
    await stale.close();

    await page.bringToFront();
    await page.getByRole("link", { name: "Trash (1)" }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await page.waitForLoadState("networkidle");
    const row = page.getByRole("row").filter({ hasText: "Lighthouse keepers and HSAs" });
    await atEachWidth(page, async (width) => {
      await expect(row).toBeVisible();
      await expect(row).toContainText(`${TRASH_DAYS} days left`);
      expect(await pageOverflow(page), `trash at ${width}`).toBe(0);
    });
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: "Restore Lighthouse keepers and HSAs" }).click();
    await expect(toasts(page).filter({ hasText: "Post restored" })).toContainText("is back in Blog Posts as a draft");
    await expect(page.getByText("No posts in the trash.")).toBeVisible();
    await open(page, POSTS);
    await expect(page.getByRole("row").filter({ hasText: "Lighthouse keepers and HSAs" })).toContainText("Draft");

    // Another tab deletes it while this one lists it: coming back to this tab drops the row, no click needed.
    const other = await context.newPage();
    await open(other, POSTS);
    await other.getByRole("button", { name: "Delete Lighthouse keepers and HSAs" }).click();
    await other.getByRole("dialog", { name: "Delete Blog Post" }).getByRole("button", { name: "Delete" }).click();
    await expect(toasts(other).filter({ hasText: "Blog post deleted" })).toBeVisible();
    await other.close();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("row").filter({ hasText: "Lighthouse keepers and HSAs" })).toHaveCount(0);
  });

  test("an image a post shows cannot be deleted, and its Delete says why", async ({ page, context }) => {
    await signIn(context);
    await open(page, "/svcs/admin-dashboard/media");
    const remove = page.getByRole("button", { name: "Delete in-use.png" });
    await atEachWidth(page, async () => {
      await expect(remove).toBeDisabled();
      await expect(page.getByText(MEDIA_TOASTS.deleteDisabled)).toBeVisible();
    });
  });

  test("a scheduled post's History shows the moment it went live", async ({ page, context }) => {
    await signIn(context);
    await open(page, POSTS);
    const row = page.getByRole("row").filter({ hasText: "Went live on schedule" });
    // The job sweeps every 10 seconds.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText("Published", { timeout: 1_000 });
    }).toPass({ timeout: 40_000 });
    await row.getByRole("link", { name: "Edit Went live on schedule" }).click();
    await page.getByRole("link", { name: "History", exact: true }).click();
    const newest = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem").first();
    await atEachWidth(page, async () => {
      await expect(newest).toContainText(`Published by ${SCHEDULE_AUTHOR_LABEL}`);
    });
  });

  test("the Security Alert banner tells an admin about another account's incidents without alarming them, and can be acknowledged", async ({
    page,
    context,
  }) => {
    await signIn(context);
    await open(page, POSTS);
    const banner = page.getByRole("region", { name: SECURITY_ALERT_TEXT.title });
    await atEachWidth(page, async () => {
      await expect(banner).toContainText(SITE_ALERT_TEXT.title);
      await expect(banner).toContainText("critical security incidents within 5 minutes");
      await expect(banner).not.toContainText(SECURITY_ALERT_TEXT.critical);
      expect(await pageOverflow(page)).toBe(0);
    });
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: SITE_ALERT_TEXT.acknowledge }).click();
    await expect(toasts(page).filter({ hasText: SITE_ALERT_TEXT.acknowledged.title })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Manage Blog Posts" })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("staff change their own password on the Account page", async ({ page, context }) => {
    const account = await signIn(context, "moderator");
    await open(page, "/svcs/admin-dashboard/account");
    const card = page.locator("form").filter({ has: page.getByLabel(ACCOUNT_TEXT.passwordFields.currentPassword) });
    await atEachWidth(page, async () => {
      await expect(page.getByRole("heading", { name: ACCOUNT_TEXT.passwordTitle })).toBeVisible();
      expect(await withinViewport(page, card.getByRole("button", { name: ACCOUNT_TEXT.change }))).toBe(true);
    });
    const fill = async (current: string, next: string) => {
      await page.getByLabel(ACCOUNT_TEXT.passwordFields.currentPassword, { exact: true }).fill(current);
      await page.getByLabel(ACCOUNT_TEXT.passwordFields.password, { exact: true }).fill(next);
      await page.getByLabel(ACCOUNT_TEXT.passwordFields.confirmPassword, { exact: true }).fill(next);
      await page.getByRole("button", { name: ACCOUNT_TEXT.change }).click();
    };
    await fill("not my password", "Quiet-Harbour-Lantern-58");
    await expect(page.getByText(MESSAGES.currentPasswordWrong).first()).toBeVisible();
    await expect(page.getByLabel(ACCOUNT_TEXT.passwordFields.password, { exact: true })).toHaveValue("Quiet-Harbour-Lantern-58");
    await fill(account.password, "Quiet-Harbour-Lantern-58");
    await expect(toasts(page).filter({ hasText: ACCOUNT_TEXT.changed.title })).toBeVisible();
    await expect(page.getByLabel(ACCOUNT_TEXT.passwordFields.currentPassword, { exact: true })).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("the editor: no &nbsp; after a link, honest autosave words on a published post, the other version readable in a conflict", async ({ page, context }) => {
    await signIn(context);
    await open(page, POSTS);
    await page.getByRole("link", { name: "Edit Uses the chart" }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const editUrl = page.url();

    // A link, then words after it, as a person types them.
    await page.locator(".ProseMirror").click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("See rules");
    await page.keyboard.down("Shift");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.up("Shift");
    page.once("dialog", (dialog) => dialog.accept("/irs-rules"));
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" for the limits.");
    const stored = await page.locator('input[name="content"]').inputValue();
    expect(stored).toContain('<a href="/irs-rules">rules</a> for the limits.');
    expect(stored).not.toContain("&nbsp;");

    // The autosave keeps a private copy: on a published post it does not say 'Saved draft'.
    const line = page.getByRole("status").filter({ hasText: /kept|draft/ });
    await expect(line).toContainText(/^Your changes are kept \(.+\)\. The published post changes only when you press Update Blog Post\.$/, { timeout: 15_000 });
    await expect(line).not.toContainText("Saved draft");
    expect(AUTOSAVE_TEXT.kept("x", "published")).toContain("Update Blog Post");

    // Someone else saves first: their version is shown as text, not markup.
    const other = await context.newPage();
    await other.bringToFront();
    await other.goto(editUrl);
    await other.waitForLoadState("networkidle");
    const offer = other.getByRole("region", { name: "Restore unsaved changes?" });
    if (await offer.isVisible()) await offer.getByRole("button", { name: "Discard" }).click();
    await other.getByLabel("Title", { exact: true }).fill("Uses the chart (their edit)");
    await other.getByRole("button", { name: "Update Blog Post" }).click();
    // The update re-checks figures, re-indexes and announces the change: at load 12 it outlasted 7 s twice.
    await expect(other.getByText("Blog post updated", { exact: true })).toBeVisible({ timeout: 20_000 });
    await other.close();
    await page.bringToFront();
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    const theirs = page.getByLabel("Their text");
    await atEachWidth(page, async () => {
      await expect(theirs).toBeVisible();
    });
    await expect(theirs).toHaveValue(/\[image: A chart in a post\]/);
    expect(await theirs.inputValue()).not.toMatch(/<\/?[a-z]/);
  });

  test("the one-click warning fix and Lift block say how they went, though their buttons go", async ({ page, context }) => {
    // Three wrong passwords for one name: a 'warning' entry in the monitor, with its Lift block button.
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await context.request.post(`${server.baseURL}/svcs/team`, {
        headers: { Origin: server.baseURL },
        form: { username: "forgetful_person", password: `wrong-${attempt}-password` },
        maxRedirects: 0,
      });
      expect(refused.status()).toBeLessThan(500);
    }
    await signIn(context);
    await open(page, "/svcs/admin-dashboard/security/monitoring");
    await page.getByRole("button", { name: /^Lift the block of forgetful_person/ }).click();
    await expect(toasts(page).filter({ hasText: MONITOR_TEXT.lifted.title })).toContainText(MONITOR_TEXT.lifted.description);
    await expect(page.getByRole("button", { name: /^Lift the block of forgetful_person/ })).toHaveCount(0);

    // A fresh site has no backup: the one-click fix takes one, and its warning (and button) turns to passed.
    await open(page, "/svcs/admin-dashboard/security/warnings");
    await page.getByRole("button", { name: "Create a backup now: Recent successful backup" }).click();
    await expect(toasts(page).filter({ hasText: "Security fix applied" })).toContainText("Backup created", { timeout: 60_000 });
    await expect(page.getByRole("button", { name: "Create a backup now: Recent successful backup" })).toHaveCount(0);
  });

  test("an Analytics view filtered by a page says its figures are whole visits' totals", async ({ page, context }) => {
    await signIn(context);
    await open(page, "/svcs/admin-dashboard/analytics?page=%2Fnewsletter");
    await atEachWidth(page, async () => {
      await expect(page.getByRole("note")).toHaveText(PAGE_FILTER_NOTE("/newsletter"));
    });
  });
});
