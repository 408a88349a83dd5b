import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import path from "node:path";
import { measurePage } from "../../scripts/lib/admin-bundles.mjs";
import { expect, test } from "./support/fixtures";

// Issue 43: a tab's dialogs, the frame's toasts and its alert banner load when first shown, not
// with every page (app/components/admin/lazy-dialog.tsx). The page's own scripts do not hold them;
// opening one by keyboard still moves focus into it, and closing it gives focus back to its button.

const root = path.resolve(import.meta.dirname, "../..");

/** The page's cookies as a Cookie header, for measuring its pages as the signed-in browser loads them. */
async function cookieHeader(page: Page, baseURL: string) {
  return (await page.context().cookies(baseURL)).map(({ name, value }) => `${name}=${value}`).join("; ");
}

async function pageCode(url: string, cookie: string, baseURL: string) {
  const measured = await measurePage(root, baseURL, url, cookie);
  return measured.scripts.map((script) => readFileSync(path.join(root, "build/client", script.url), "utf8")).join("\n");
}

test("the Users, Backups and Subscribers pages load without their dialogs, the frame without its toasts' items and alert banner", async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs("admin");
  const cookie = await cookieHeader(page, baseURL!);
  const users = await pageCode("/svcs/admin-dashboard/users", cookie, baseURL!);
  expect(users).toContain("Create New User");
  expect(users).not.toContain("The new user signs in with this username and password.");
  const backups = await pageCode("/svcs/admin-dashboard/backups", cookie, baseURL!);
  expect(backups).toContain("Restore from File");
  expect(backups).not.toContain("What the restore replaces");
  const subscribers = await pageCode("/svcs/admin-dashboard/subscribers", cookie, baseURL!);
  expect(subscribers).toContain("Import subscribers");
  expect(subscribers, "the delete dialog").not.toContain("Delete Subscriber");
  for (const code of [users, backups, subscribers]) {
    expect(code, "a toast's close button").not.toContain("Dismiss notification");
    expect(code, "the security alert banner").not.toContain("security-alert-title");
  }
});

test("a dialog loaded on first open takes focus when opened by keyboard and gives it back on Escape", async ({ page, signInAs }) => {
  await signInAs("admin");
  await page.goto("/svcs/admin-dashboard/users");
  const opener = page.getByRole("button", { name: "Create New User" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create New User" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog.getByLabel("Username").fill("keyboard_user");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened again, it is the same dialog (kept mounted, as before): what was typed is still there.
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Username")).toHaveValue("keyboard_user");
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
});

test("the Account, Leads and Media pages load without what they show only now and then", async ({ page, signInAs, baseURL }) => {
  await signInAs("admin");
  const cookie = await cookieHeader(page, baseURL!);
  const account = await pageCode("/svcs/admin-dashboard/account", cookie, baseURL!);
  expect(account, "the two-factor setup").not.toContain("totp-secret");
  expect(account, "the new recovery codes").not.toContain("recovery-codes.txt");
  expect(account, "the wrong-guess notice").not.toContain("someone knows your password or holds your session");
  const leads = await pageCode("/svcs/admin-dashboard/leads", cookie, baseURL!);
  expect(leads, "the mail notice").not.toContain("given up after two days of retries");
  expect(leads, "a lead's booked consultation").not.toContain("Move to another time");
  const media = await pageCode("/svcs/admin-dashboard/media", cookie, baseURL!);
  expect(media, "the upload's sending").not.toContain("application/octet-stream");
  expect(media, "the upload's progress bar").not.toContain("progress-value");
});

test("Login History loads the database banner only when shown, as the frame does; no admin page loads the error page with it", async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs("admin");
  const cookie = await cookieHeader(page, baseURL!);
  // Imported statically by one module and lazily by another, a part stays in the first one's files
  // (rolldown's INEFFECTIVE_DYNAMIC_IMPORT): its own file would be among the page's scripts.
  for (const url of ["/svcs/admin-dashboard/login-history", "/svcs/admin-dashboard/content", "/svcs/admin-dashboard"]) {
    const scripts = (await measurePage(root, baseURL!, url, cookie)).scripts.map((script) => path.basename(script.url));
    for (const part of ["database-error-banner-", "admin-page-error-", "confirm-dialog-"])
      expect(
        scripts.filter((name) => name.startsWith(part)),
        `${url} loads ${part}`,
      ).toEqual([]);
    // The error page's code is in no file the page loads (the sign-in steps import it, and no browser loads their files).
    expect(await pageCode(url, cookie, baseURL!), `${url} holds the error page`).not.toContain("This section could not be loaded");
  }
});

test("the frame's error page, loaded when shown, is in the server's HTML and on screen", async ({ page, signInAs, baseURL }) => {
  // A moderator opening the admin-only Users tab: the tab refuses, the frame shows its error page.
  await signInAs("moderator");
  const cookie = await cookieHeader(page, baseURL!);
  const response = await fetch(`${baseURL}/svcs/admin-dashboard/users`, { headers: { cookie }, redirect: "manual" });
  expect(response.status).toBe(403);
  expect(await response.text()).toContain("Not available for your account");
  await page.goto("/svcs/admin-dashboard/users");
  await expect(page.getByRole("heading", { name: "Not available for your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log out" }).or(page.getByRole("button", { name: "Log out" }))).toBeVisible();
});
