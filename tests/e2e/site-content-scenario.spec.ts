import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { SYSTEM_ACTOR } from "~/services/auth";
import { setReviewedContentTypes } from "~/services/publishing/review-settings.server";
import { createTestUser, TEST_PASSWORD } from "../support/factories";
import { type S3Emulator, s3Env, startS3Emulator } from "../support/s3-emulator";
import { addYear2028, FIGURES_2028 } from "./support/hsa-figures-form";
import { request } from "./support/server-processes";
import { CONTENT_PATH, CONTENT_TOASTS, chooseImage, listEntry, listField, openEntry, pictureFile, publish, toast } from "./support/site-content";
import { startTwoInstances, TWO_INSTANCE_SERVER_URL, type TwoInstances } from "./support/two-instances";

/**
 * The scenario as a new member of staff lives it, on two instances behind nginx sharing
 * one PostgreSQL server and one bucket: next year's figures scheduled and previewed, published by
 * the job on both instances, restored; a new team member with a photo; a CHSA price; and a backup
 * that carries all of it, content and history, through a restore.
 */
const MODERATOR = "content_moderator";
const ADMIN = "content_admin";
const LIMITS = "/resources/contribution-limits";
const HDHP = "/resources/hdhp-amounts";
const UPCOMING_LIMITS = "2028 limits, effective January 1, 2028";
const UPCOMING_HDHP = "2028 (from January 1, 2028)";

/** What each run enters, so the second width's run is told apart from the first's. */
const RUNS = [
  { width: 1280, member: "Jonah Whitaker", price: 549 },
  { width: 375, member: "Ana Lucero", price: 579 },
] as const;

test.describe("site content on two instances, as a new member of staff uses it", () => {
  test.skip(!TWO_INSTANCE_SERVER_URL, "needs a PostgreSQL server: set TEST_DATABASE_URL (npm test does)");
  // About a minute and a half alone (most of it the wait for the scheduled minute); under the whole suite, on two shared cores, up to five.
  test.describe.configure({ mode: "serial", timeout: 480_000 });

  let bucket: S3Emulator;
  let site: TwoInstances;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    bucket = await startS3Emulator();
    site = await startTwoInstances({
      prefix: "content",
      prepare: async (database) => {
        await createTestUser(database.db, { username: MODERATOR, userType: "moderator" });
        await createTestUser(database.db, { username: ADMIN, userType: "admin" });
        // This scenario is about two instances, not the four-eyes rule (publishing-review.spec.ts): figures publish as any content.
        await setReviewedContentTypes(database.db, SYSTEM_ACTOR, []);
      },
      // Uploads and backups in one bucket, as several instances need them; no daily backup in the way.
      env: { ...s3Env(bucket), BACKUP_DAILY_AT: "off" },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await bucket?.close();
  });

  /** A browser of a member of staff at `width`, signed in through the login form as `username`. */
  async function staffBrowser(browser: Browser, width: number, username: string) {
    const context = await browser.newContext({ baseURL: site.siteUrl, ignoreHTTPSErrors: true, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, username);
    return { context, page };
  }

  async function signIn(page: Page, username: string) {
    await page.goto("/svcs/team");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/svcs\/admin-dashboard/);
  }

  /**
   * Opens a tab of the dashboard from its navigation. Right after signing in, the dashboard is a page
   * still hydrating: a click that lands as the router starts can be lost (the link takes focus, no
   * page follows), so the click is made again until the tab's address is reached.
   */
  async function openSection(page: Page, name: string, path: RegExp) {
    const link = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name, exact: true });
    await expect(async () => {
      if (!path.test(new URL(page.url()).pathname)) await link.click();
      await expect(page).toHaveURL(path, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  }

  /** Opens a document from the Site Content tab, as staff find it. */
  async function openFromContentTab(page: Page, label: string) {
    if (!new URL(page.url()).pathname.startsWith("/svcs/admin-dashboard")) await page.goto("/svcs/admin-dashboard");
    await openSection(page, "Site Content", new RegExp(`${CONTENT_PATH}$`));
    await page.getByRole("link", { name: `Edit ${label}`, exact: true }).click();
    await expect(page.getByRole("heading", { name: `Edit ${label}`, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish now" })).toBeEnabled();
  }

  /** Waits until every instance's copy of `path` contains (or, with `absent`, no longer contains) `text`. */
  async function onBothInstances(path: string, text: string, { absent = false, timeout = 15_000 } = {}) {
    for (const instance of site.instances) {
      await expect
        .poll(async () => (await request(`${instance.url}${path}`)).body.includes(text), { timeout, message: `${text} on ${instance.url}${path}` })
        .toBe(!absent);
    }
  }

  /**
   * The next minute on the clock at least 15 s away (time enough to press Schedule), as a person
   * picks it: its datetime-local value in the browser's time, and when it comes.
   */
  async function nextMinute(page: Page) {
    return page.evaluate(() => {
      const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
      const pad = (value: number) => String(value).padStart(2, "0");
      return {
        local: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
        at: at.getTime(),
      };
    });
  }

  /** The member's photo, loaded (it loads lazily: scrolled to first); returns its address. */
  async function expectPhotoShown(page: Page, member: string) {
    const photo = page.getByRole("img", { name: `Portrait of ${member}` });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    return (await photo.getAttribute("src"))!;
  }

  /** Opens the editor's preview of `path` (a tab of its own) and waits for `text` on it. */
  async function previewShows(context: BrowserContext, page: Page, path: string, text: string) {
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: `Preview ${path} with the saved draft` }).click();
    const preview = await opened;
    await expect(preview.getByText(text).first()).toBeVisible();
    await preview.close();
  }

  for (const run of RUNS) {
    test(`at ${run.width} px: next year's figures scheduled, previewed and published on both instances, then restored; a new team member; a CHSA price; a backup restored with all of it`, async ({
      browser,
    }) => {
      const { context, page } = await staffBrowser(browser, run.width, MODERATOR);

      // The 2028 figures with their source, scheduled for the next minute and previewed.
      await openFromContentTab(page, "HSA and HDHP figures");
      await addYear2028(page, "9200");
      const publishAt = await nextMinute(page);
      await page.getByLabel("Publish at (your local time)").fill(publishAt.local);
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByText("Publish scheduled", { exact: true }).first()).toBeVisible();
      await onBothInstances(LIMITS, UPCOMING_LIMITS, { absent: true });
      await previewShows(context, page, LIMITS, UPCOMING_LIMITS);
      await previewShows(context, page, HDHP, UPCOMING_HDHP);

      // While the schedule waits: a new team member with a photo uploaded to the media library.
      await openFromContentTab(page, "Team");
      await listField(page, "Team members").getByRole("button", { name: "Add team member" }).click();
      await page.keyboard.type(run.member);
      const member = listEntry(page, `Team member ${run.member}`);
      await member.getByLabel("Job title").fill("HSA Compliance Consultant");
      await member.getByLabel("Biography").fill(`${run.member} advises HSA custodians on IRS reporting.`);
      await chooseImage(member, page, "Photo", { upload: await pictureFile(`${run.member.toLowerCase().replace(" ", "-")}.png`) });
      await member.getByLabel("Photo description").fill(`Portrait of ${run.member}`);
      await publish(page);

      // And the CHSA price.
      await openFromContentTab(page, "CHSA certification");
      await (await openEntry(page, "Price option New Certification")).getByLabel("Price in dollars").fill(String(run.price));
      await publish(page);

      await page.goto("/team");
      const photoSrc = await expectPhotoShown(page, run.member);
      for (const instance of site.instances) expect((await request(`${instance.url}${photoSrc}`)).status).toBe(200);
      await onBothInstances("/team", `Portrait of ${run.member}`);
      await page.goto("/training/chsa");
      await expect(page.getByText(`$${run.price}`, { exact: true })).toBeVisible();
      await onBothInstances("/training/chsa", `$${run.price}`);

      // At the scheduled minute the job publishes the figures; both instances show them on both pages.
      await onBothInstances(LIMITS, UPCOMING_LIMITS, { timeout: Math.max(0, publishAt.at - Date.now()) + 90_000 });
      await onBothInstances(HDHP, UPCOMING_HDHP);
      await page.goto(LIMITS);
      await expect(page.getByRole("heading", { name: UPCOMING_LIMITS })).toBeVisible();
      await expect(page.getByRole("region", { name: UPCOMING_LIMITS })).toContainText(FIGURES_2028.selfOnly);
      await page.goto(HDHP);
      const deductibles = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: UPCOMING_HDHP }) });
      await expect(deductibles.first()).toContainText(FIGURES_2028.minimumDeductible.selfOnly);
      await expect(page.getByRole("link", { name: FIGURES_2028.source })).toBeVisible();

      // The history shows the change; restoring the content from before it brings the old figures back.
      await openFromContentTab(page, "HSA and HDHP figures");
      await page.getByRole("link", { name: "History", exact: true }).click();
      const revisions = page.getByRole("list", { name: "Revisions, newest first" }).locator(":scope > li");
      await expect(revisions.first()).toContainText("Published");
      await expect(revisions.first()).toContainText("Live now");
      await expect(revisions.nth(1)).toContainText("Scheduled");
      await expect(revisions.nth(1)).toContainText(`by ${MODERATOR}`);
      await expect(revisions.nth(1)).toContainText(`Tax years › 2028 › HSA contribution limit › Family coverage: (empty) → ${FIGURES_2028.family}`);
      await page.getByRole("button", { name: "Restore the built-in content" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
      await expect(toast(page, CONTENT_TOASTS.reset)).toBeVisible();
      await expect(revisions.first()).toContainText("Live now");
      await onBothInstances(LIMITS, UPCOMING_LIMITS, { absent: true });
      await onBothInstances(HDHP, UPCOMING_HDHP, { absent: true });

      // A backup in the Backups tab carries all of it through a restore.
      const admin = await staffBrowser(browser, run.width, ADMIN);
      await openSection(admin.page, "Backups", /\/svcs\/admin-dashboard\/backups$/);
      await admin.page.getByRole("button", { name: "Create Backup" }).click();
      await expect(admin.page.getByText("Backup Created", { exact: true })).toBeVisible();
      const backup = admin.page
        .getByRole("row")
        .filter({ hasText: /backup-\d{8}T\d{6}Z-/ })
        .first();
      await expect(backup.getByText("Completed")).toBeVisible({ timeout: 60_000 });

      // After the backup the member leaves and the price changes again...
      await openFromContentTab(page, "Team");
      await page.getByRole("button", { name: `Remove Team member ${run.member}` }).click();
      await publish(page);
      await openFromContentTab(page, "CHSA certification");
      await (await openEntry(page, "Price option New Certification")).getByLabel("Price in dollars").fill("999");
      await publish(page);
      await onBothInstances("/team", `Portrait of ${run.member}`, { absent: true });

      // ...and the restore brings back the content and its history as they were.
      await backup.getByRole("button", { name: /^Restore/ }).click();
      const dialog = admin.page.getByRole("dialog", { name: "Restore Backup" });
      await dialog.getByRole("button", { name: "Check Backup" }).click();
      await expect(dialog.getByRole("row", { name: /^content_documents/ })).toBeVisible();
      await dialog.getByLabel("Your password, to confirm").fill(TEST_PASSWORD);
      await dialog.getByRole("button", { name: "Restore Now" }).click();
      await expect(admin.page).toHaveURL(/\/svcs\/team$/, { timeout: 60_000 });
      await admin.context.close();

      await onBothInstances("/team", `Portrait of ${run.member}`);
      await onBothInstances("/training/chsa", `$${run.price}`);
      await onBothInstances(LIMITS, UPCOMING_LIMITS, { absent: true });
      await page.goto("/team");
      await expectPhotoShown(page, run.member);
      await signIn(page, MODERATOR);
      await openFromContentTab(page, "HSA and HDHP figures");
      await page.getByRole("link", { name: "History", exact: true }).click();
      await expect(revisions.first()).toContainText("Reset to built-in");
      await expect(revisions.nth(2)).toContainText(`Tax years › 2028 › HSA contribution limit › Family coverage: (empty) → ${FIGURES_2028.family}`);
      await context.close();
    });
  }
});
