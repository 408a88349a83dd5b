import type { Browser, Page } from "@playwright/test";
// The scenario: it publishes figures every page reads, so it runs on a server of its own.
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalOverflow } from "./support/content-pages";
import { expect, ownServerTest as test, signInContext } from "./support/fixtures";
import { coverage, entry, yearToggle } from "./support/hsa-figures-form";
import { toast } from "./support/site-content";

const FIGURES = "/svcs/admin-dashboard/content/hsa-figures/edit";
const SIGNOFF = "/svcs/admin-dashboard/signoff";
const NEW_SOURCE = { title: "Rev. Proc. 2026-99", url: "https://www.irs.gov/pub/irs-drop/rp-26-99.pdf" };

/** A browser of a fresh member of staff, at the project's width. */
async function staff(browser: Browser, baseURL: string, userType: "admin" | "moderator", width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const account = await signInContext(context, baseURL, userType);
  return { context, page: await context.newPage(), username: account.username };
}

async function openFigures(page: Page) {
  await page.goto(FIGURES);
  await expect(page.getByRole("heading", { name: "Edit HSA and HDHP figures" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toBeEnabled();
  const offer = page.getByRole("region", { name: "Restore unsaved changes?" });
  if (await offer.isVisible()) await offer.getByRole("button", { name: "Discard" }).click();
}

test.describe("four eyes on the HSA figures, the sign-off log and preview links @responsive", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("a moderator changes the 2027 family limit and submits it; publishing is refused; an admin approves; the log shows both and exports", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const width = testInfo.project.name === "mobile" ? 375 : 1280;
    // Each project changes the limit to its own amount, so the second run is a change too.
    const family = width === 375 ? "9150" : "9100";
    const shown = width === 375 ? "$9,150" : "$9,100";
    const moderator = await staff(browser, baseURL!, "moderator", width);
    const admin = await staff(browser, baseURL!, "admin", width);
    try {
      const page = moderator.page;
      await openFigures(page);
      await yearToggle(page, 2027).click();
      const year = entry(page, 2027);
      await coverage(year, "HSA contribution limit", "Family coverage").fill(family);
      await year.getByLabel("Source", { exact: true }).fill(NEW_SOURCE.title);
      await year.getByLabel("Source address").fill(NEW_SOURCE.url);

      await page.getByRole("button", { name: "Publish now" }).click();
      await expect(page.getByText(/needs a second person's approval before it goes live/).first()).toBeVisible();
      // Nothing typed is lost: the form still holds the new amount.
      await expect(coverage(year, "HSA contribution limit", "Family coverage")).toHaveValue(shown);

      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(toast(page, "The public pages still show the published content until you publish.")).toBeVisible();
      const panel = page.getByRole("region", { name: "Review, preview and comments" });
      await expect(panel.getByText(/This draft needs a second person's approval/)).toBeVisible();
      await panel.getByRole("button", { name: "Submit for review" }).click();
      await expect(panel.getByText(`Waiting for review, submitted by ${moderator.username}`, { exact: false })).toBeVisible();
      await expect(panel.getByText("You submitted this change: another staff member with the right must approve it.")).toBeVisible();
      await expect(panel.getByRole("button", { name: "Approve and publish" })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`moderator-submitted-${width}.png`), fullPage: false });

      // The admin finds it on Home, approves it in the editor.
      const reviewer = admin.page;
      await reviewer.goto("/svcs/admin-dashboard");
      await reviewer.getByRole("link", { name: "Open the editor" }).first().click();
      await expect(reviewer.getByRole("heading", { name: "Edit HSA and HDHP figures" })).toBeVisible();
      const review = reviewer.getByRole("region", { name: "Review, preview and comments" });
      await review.getByLabel("Comment (required to send it back)").fill(`Checked against ${NEW_SOURCE.title}`);
      await review.getByRole("button", { name: "Approve and publish" }).click();
      await expect(toast(reviewer, "The change is live, or scheduled for the time its author chose.")).toBeVisible();
      await expect(review.getByText(`Approved by ${admin.username}`, { exact: false })).toBeVisible();

      await reviewer.goto("/resources/contribution-limits");
      await expect(reviewer.getByText(shown).first()).toBeVisible();

      await reviewer.goto(SIGNOFF);
      await expect(reviewer.getByRole("heading", { name: "Sign-off log" })).toBeVisible();
      const rows = reviewer.getByRole("row");
      await expect(rows.filter({ hasText: `Approved by ${admin.username}` }).first()).toContainText(NEW_SOURCE.title);
      await expect(rows.filter({ hasText: `Submitted for review by ${moderator.username}` }).first()).toContainText(`→ ${shown}`);
      await expectNoAxeViolations(reviewer);
      await expectNoHorizontalOverflow(reviewer);
      await reviewer.screenshot({ path: testInfo.outputPath(`signoff-${width}.png`), fullPage: true });
      const download = reviewer.waitForEvent("download");
      await reviewer.getByRole("link", { name: "Export CSV" }).click();
      const csv = await (await download).path().then((file) => import("node:fs/promises").then((fs) => fs.readFile(file!, "utf8")));
      expect(csv).toContain(`"Approved","HSA and HDHP figures","${admin.username}","${moderator.username}"`);
      expect(csv).toContain(shown);
    } finally {
      await moderator.context.close();
      await admin.context.close();
    }
  });

  test("a preview link of a post draft opens without a session and stops after revocation", async ({ browser, baseURL }, testInfo) => {
    const width = testInfo.project.name === "mobile" ? 375 : 1280;
    const editor = await staff(browser, baseURL!, "moderator", width);
    const title = `Preview draft ${width} ${Date.now()}`;
    try {
      const page = editor.page;
      await page.goto("/svcs/admin-dashboard/posts/new");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Category", { exact: true }).selectOption("Savings");
      await page.locator(".ProseMirror").click();
      await page.keyboard.type("A draft the client reads before it goes out.");
      await page.getByLabel("Save as a draft (not public)").check();
      await page.getByRole("button", { name: "Save Blog Post" }).click();
      await expect(page).toHaveURL(/\/svcs\/admin-dashboard\/posts$/, { timeout: 30_000 });
      await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: /Edit/ }).first().click();
      const panel = page.getByRole("region", { name: "Review, preview and comments" });
      await panel.getByRole("button", { name: "Make a preview link" }).click();
      const made = panel.getByLabel("New preview link (copy it now)");
      await expect(made).toHaveValue(/\/p\/[A-Za-z0-9_-]{43}$/);
      const link = await made.inputValue();
      await expectNoAxeViolations(page);

      // A browser with no session at all.
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const anonymous = await visitor.newPage();
      const opened = await anonymous.goto(link);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["cache-control"]).toBe("no-store");
      expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
      await expect(anonymous.getByRole("heading", { name: title })).toBeVisible();
      await expect(anonymous.getByRole("complementary", { name: "Preview" })).toContainText("Preview, not published.");
      await expectNoAxeViolations(anonymous);
      await expectNoHorizontalOverflow(anonymous);
      await anonymous.screenshot({ path: testInfo.outputPath(`preview-${width}.png`) });

      await page.reload();
      await expect(panel.getByRole("cell", { name: "1 time" })).toBeVisible();
      await panel.getByRole("button", { name: /^Revoke/ }).click();
      await expect(toast(page, "It no longer opens.")).toBeVisible();
      const revoked = await anonymous.goto(link);
      expect(revoked?.status()).toBe(404);
      expect(revoked?.headers()["cache-control"]).toBe("no-store");
      expect(revoked?.headers()["x-robots-tag"]).toContain("noindex");
      await visitor.close();
    } finally {
      await editor.context.close();
    }
  });
});
