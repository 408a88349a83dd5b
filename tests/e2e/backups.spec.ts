import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createPost } from "~/services/blog";
import { createUser } from "~/services/users";
import { startOwnServer } from "./support/own-server";

const ADMIN = { username: "backup_admin", password: "Backup-Keeper-Lamp-42" };

/** Entry names of an uncompressed tar: each 512-byte header starts with the name. */
function tarEntryNames(tarBytes: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tarBytes.length; ) {
    const header = tarBytes.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
    if (!name) break;
    const size = parseInt(header.subarray(124, 136).toString("utf8").replace(/\0.*$/s, "").trim() || "0", 8);
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

async function signIn(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/svcs/team`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/admin-dashboard/);
}

// Its own server: a restore signs everyone out, which must not touch other tests' sessions.
test.describe("site backup", () => {
  // One worker, one server: the tests share it.
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer(
      async (database) => {
        const created = await createUser(database.db, { username: ADMIN.username, email: null, password: ADMIN.password, userType: "admin" }, new Date());
        if (!created.ok) throw new Error(created.message);
        await createPost(database.db, { title: "Kept in the backup", content: "<p>Kept.</p>", category: "Compliance" });
      },
      { env: { BACKUP_DAILY_AT: "off" } },
    );
  });
  test.afterAll(async () => server?.stop());

  test("creates, downloads, restores and deletes a backup", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/backups`);
    await expect(page.getByRole("heading", { name: "Site Backup" })).toBeVisible();
    await expect(page.getByText("No backups yet.")).toBeVisible();

    await page.getByRole("button", { name: "Create Backup" }).click();
    await expect(page.getByText("Backup Created", { exact: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: /backup-\d{8}T\d{6}Z-/ });
    await expect(row.getByText("Completed")).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole("cell", { name: ADMIN.username })).toBeVisible();
    await expect(row.getByText(/\d+\.\d{2} KB|\d+ Bytes/)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const downloading = page.waitForEvent("download");
    await row.getByRole("button", { name: /^Download/ }).click();
    const download = await downloading;
    await expect(page.getByText("Download Started", { exact: true })).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^backup-\d{8}T\d{6}Z-[a-z0-9]{8}\.tar\.gz$/);
    const archive = readFileSync((await download.path())!);
    expect([archive[0], archive[1]]).toEqual([0x1f, 0x8b]);
    const names = tarEntryNames(gunzipSync(archive));
    expect(names).toContain("manifest.json");
    expect(names).toContain("tables/posts.jsonl");

    await row.getByRole("button", { name: /^Restore/ }).click();
    const dialog = page.getByRole("dialog", { name: "Restore Backup" });
    await dialog.getByRole("button", { name: "Check Backup" }).click();
    await expect(dialog.getByRole("region", { name: "What the restore replaces" })).toBeVisible();
    await expect(dialog.getByRole("row", { name: /^posts/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await dialog.getByLabel("Your password, to confirm").fill("wrong-password-123");
    await dialog.getByRole("button", { name: "Restore Now" }).click();
    await expect(dialog.getByText("Your password is not correct.").first()).toBeVisible();
    await dialog.getByLabel("Your password, to confirm").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Restore Now" }).click();
    // The restore ended every session, this one too.
    await expect(page).toHaveURL(/\/svcs\/team$/, { timeout: 30_000 });

    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/backups`);
    await row.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Backup" });
    await expect(confirm.getByText("Are you sure you want to delete this backup?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Backup" }).click();
    await expect(page.getByText("Backup Deleted", { exact: true })).toBeVisible();
    await expect(page.getByText("No backups yet.")).toBeVisible();
  });

  test("the Restore Guide lists the eight steps", async ({ page }) => {
    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/restore-guide`);
    await expect(page.getByRole("heading", { name: "Restore Guide" })).toBeVisible();
    await expect(page.locator("ol > li")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "What a backup does not include" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
