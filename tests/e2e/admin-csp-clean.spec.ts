import type { Page } from "@playwright/test";
import { ADMIN_TABS, tabPath } from "~/routes/admin/admin-tabs";
import { makeImage } from "../support/image-files";
import { watchForProblems } from "./support/page-problems";
import { expect, ownServerTest as test } from "./support/fixtures";

/**
 * Every admin page, every dialog and the post editor, with the CSP enforced as in production: no
 * violation may be reported and nothing may be logged as an error. A server of its own: the walk
 * takes a backup, uploads an image and sends a post to the trash.
 */

/** Every page the tab list declares (sub-pages included), then those that need a post's id. */
function declaredPages(): string[] {
  return ADMIN_TABS.flatMap((tab) => {
    const children = "children" in tab ? tab.children : [];
    const subPages = children.flatMap((child) => ("path" in child && !child.path.includes(":") ? [`${tabPath(tab)}/${child.path}`] : []));
    return [tabPath(tab), ...subPages];
  });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  // The admin area hydrates: a dialog's trigger works only once its script has run.
  await page.waitForLoadState("networkidle");
}

async function openAndClose(page: Page, trigger: () => Promise<void>, name: string | RegExp) {
  await trigger();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  // The scroll lock behind a dialog is the inline style the CSP used to refuse.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  // Escape reaches the dialog once it holds the focus (under load, a moment after it shows).
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
}

test.describe("The admin area under its Content-Security-Policy", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every page, dialog and the editor run without a CSP report or a console error", async ({ page, signInAs }) => {
    const problems = await watchForProblems(page);
    await signInAs("admin");

    // A post of the walk's own (a draft: public pages do not change), for the editor, its history and the dialogs.
    await open(page, "/svcs/admin-dashboard/posts/new");
    await page.getByLabel("Title", { exact: true }).fill("CSP walk draft");
    await page.getByLabel("Category", { exact: true }).selectOption("Savings");
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("Body of the walk's draft.");
    await page.getByLabel("Save as a draft (not public)").check();
    await page.getByRole("button", { name: "Save Blog Post" }).click();
    await expect(page.getByText("Blog post saved", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Edit CSP walk draft" }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    const postId = /posts\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;

    for (const path of [...declaredPages(), `/svcs/admin-dashboard/posts/${postId}/edit`, `/svcs/admin-dashboard/posts/${postId}/history`]) {
      await open(page, path);
      await expect(page.locator("main")).toBeVisible();
    }

    // The editor: typing, a link, the source view, and the image dialog of an upload.
    await open(page, `/svcs/admin-dashboard/posts/${postId}/edit`);
    await page.locator(".ProseMirror").click();
    await page.keyboard.type(" More words.");
    await page.getByRole("button", { name: "HTML source" }).click();
    await page.getByRole("button", { name: "Back to editor" }).click();
    await page
      .getByRole("toolbar", { name: "Formatting" })
      .getByLabel("Upload image")
      .setInputFiles({ name: "walk.png", mimeType: "image/png", buffer: await makeImage(320, 200, "png") });
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    // Blog Posts: Reset to Preconfigured and Delete.
    await open(page, "/svcs/admin-dashboard/posts");
    await openAndClose(page, () => page.getByRole("button", { name: "Reset to Preconfigured" }).click(), "Reset to Preconfigured");
    await openAndClose(page, () => page.getByRole("button", { name: "Delete CSP walk draft" }).click(), "Delete Blog Post");

    // Manage Users: create, reset password, delete.
    await open(page, "/svcs/admin-dashboard/users");
    await openAndClose(page, () => page.getByRole("button", { name: "Create New User" }).click(), "Create New User");
    await openAndClose(
      page,
      () =>
        page
          .getByRole("button", { name: /^Reset password of / })
          .first()
          .click(),
      /Reset Password/,
    );
    await openAndClose(
      page,
      () =>
        page
          .getByRole("button", { name: /^Delete / })
          .first()
          .click(),
      "Delete User",
    );

    // Media: an uploaded image's delete.
    await open(page, "/svcs/admin-dashboard/media");
    await page.getByLabel(/Upload image/i).setInputFiles({ name: "library.png", mimeType: "image/png", buffer: await makeImage(320, 200, "png") });
    await expect(page.getByRole("button", { name: "Delete library.png" })).toBeVisible({ timeout: 30_000 });
    await openAndClose(page, () => page.getByRole("button", { name: "Delete library.png" }).click(), "Delete Image");

    // Backups: restore from a file, and a listed backup's restore and delete.
    await open(page, "/svcs/admin-dashboard/backups");
    await openAndClose(page, () => page.getByRole("button", { name: "Restore from File" }).click(), "Restore from a File");
    await page.getByRole("button", { name: "Create Backup" }).click();
    await expect(page.getByText("Backup Created", { exact: true })).toBeVisible({ timeout: 60_000 });
    await openAndClose(
      page,
      () =>
        page
          .getByRole("button", { name: /^Restore backup-/ })
          .first()
          .click(),
      "Restore Backup",
    );
    await openAndClose(
      page,
      () =>
        page
          .getByRole("button", { name: /^Delete backup-/ })
          .first()
          .click(),
      "Delete Backup",
    );

    // The trash: the walk's draft, deleted, and its delete-for-good question.
    await open(page, "/svcs/admin-dashboard/posts");
    await page.getByRole("button", { name: "Delete CSP walk draft" }).click();
    await page.getByRole("dialog", { name: "Delete Blog Post" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Blog post deleted", { exact: true })).toBeVisible();
    await open(page, "/svcs/admin-dashboard/trash");
    await openAndClose(page, () => page.getByRole("button", { name: "Delete for good: CSP walk draft" }).click(), "Delete for Good");

    // Signed out: the login page.
    await page.context().clearCookies();
    await open(page, "/svcs/team");
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();

    expect(problems).toEqual([]);
  });
});
