import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { SYSTEM_ACTOR } from "~/services/auth";
import { createPost } from "~/services/blog";
import { createUser } from "~/services/users";
import { BACKUP_FAILURE_REASONS } from "~/lib/backups/failure-reason";
import { BACKUP_TOASTS } from "~/routes/admin/backups/backup-admin-text";
import { expectNoAxeViolations } from "./support/axe";
import { atEachWidth, pageOverflow } from "./support/widths";
import { startOwnServer } from "./support/own-server";

const ADMIN = { username: "backup_admin", password: "Backup-Keeper-Lamp-42" };

/** Entry names of an uncompressed tar: each 512-byte header starts with the name. */
function tarEntryNames(tarBytes: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tarBytes.length;) {
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

// One worker for the file: its servers run one after the other (E2E_OWN_PORT may name one port).
test.describe.configure({ mode: "serial" });

function startBackupServer(env: Record<string, string> = {}) {
  return startOwnServer({
    prepare: async (database) => {
      await createUser(database.db, SYSTEM_ACTOR, { username: ADMIN.username, email: null, password: ADMIN.password, userType: "admin" }, new Date());
      await createPost(database.db, { title: "Kept in the backup", content: "<p>Kept.</p>", category: "Compliance" });
    },
    env: { BACKUP_DAILY_AT: "off", ...env },
  });
}

async function createBackupNow(page: Page) {
  await page.getByRole("button", { name: "Create Backup" }).click();
  await expect(page.getByText("Backup Created", { exact: true })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ hasText: /backup-\d{8}T\d{6}Z-/ })
    .first();
  await expect(row.getByText("Completed")).toBeVisible({ timeout: 30_000 });
  return { row, filename: (await row.getByRole("cell").first().innerText()).trim() };
}

// Its own server: a restore signs everyone out, which must not touch other tests' sessions.
test.describe("site backup", () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBackupServer();
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
    const filename = (await row.getByRole("cell").first().innerText()).trim();
    // Created reads like every other admin table's dates (MM/dd/yyyy h:mm a).
    await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    await expect(row.getByRole("cell", { name: ADMIN.username })).toBeVisible();
    await expect(row.getByText(/\d+\.\d{2} KB|\d+ Bytes/)).toBeVisible();
    await expectNoAxeViolations(page);

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
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await dialog.getByLabel("Your password, to confirm").fill("wrong-password-123");
    await dialog.getByRole("button", { name: "Restore Now" }).click();
    await expect(dialog.getByText("Your password is not correct.").first()).toBeVisible();
    await dialog.getByLabel("Your password, to confirm").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Restore Now" }).click();
    // The restore ended every session, this one too: the login page says it worked, what it restored and why.
    await expect(page).toHaveURL(/\/svcs\/team$/, { timeout: 30_000 });
    const notice = page.getByRole("status").filter({ hasText: "Site restored" });
    await atEachWidth(page, async () => {
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(filename);
      await expect(notice).toContainText("Everyone was signed out, because the accounts and sessions were replaced by the backup's");
      await expect(page.getByText("Critical Security Alert")).toHaveCount(0);
      expect(await pageOverflow(page)).toBe(0);
    });
    await expectNoAxeViolations(page);

    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/backups`);
    await row.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Backup" });
    await expect(confirm.getByText("Are you sure you want to delete this backup?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Backup" }).click();
    await expect(page.getByText("Backup Deleted", { exact: true })).toBeVisible();
    await expect(page.getByText("No backups yet.")).toBeVisible();
  });

  test("names a vanished file on download and delete, and storage that cannot be read on loading", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/backups`);
    const { row, filename } = await createBackupNow(page);
    const backupsDir = path.join(server.dataDir, "backups");
    // Gone between the list and the click.
    rmSync(path.join(backupsDir, filename));
    await row.getByRole("button", { name: /^Download/ }).click();
    await expect(page.getByText("Download Error", { exact: true })).toBeVisible();
    await expect(page.getByText("No download URL is available for this backup.", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("dialog", { name: "Delete Backup" }).getByRole("button", { name: "Delete Backup" }).click();
    await expect(page.getByText("Storage Warning", { exact: true })).toBeVisible();
    await expect(page.getByText("No backups yet.")).toBeVisible();

    // Storage that cannot be written nor listed: the backups directory is replaced by a file. The
    // list still loads and says so; Create Backup says 'Backup Failed' and why, in plain words, at once.
    rmSync(backupsDir, { recursive: true, force: true });
    writeFileSync(backupsDir, "not a directory");
    try {
      await page.reload();
      await expect(page.getByText(BACKUP_TOASTS.storageUnreadable)).toBeVisible();
      await atEachWidth(page, async () => {
        await page.getByRole("button", { name: "Create Backup" }).click();
        const toast = page
          .getByRole("region", { name: /Notifications/ })
          .getByRole("listitem")
          .filter({ hasText: "Backup Failed" })
          .last();
        await expect(toast).toContainText(BACKUP_FAILURE_REASONS.notWritable);
        await expect(toast).not.toContainText(server.dataDir);
        await page.getByRole("button", { name: "Dismiss notification" }).first().click();
      });
      const failedRows = page.getByRole("row").filter({ hasText: "Failed" });
      await expect(failedRows).toHaveCount(3);
      await expect(failedRows.first()).toContainText(BACKUP_FAILURE_REASONS.notWritable);
      await expect(page.getByText("Backup Created", { exact: true })).toHaveCount(0);
    } finally {
      rmSync(backupsDir, { force: true });
    }
  });

  test("restores an archive uploaded from the admin's computer, after refusing a damaged one", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/backups`);
    const { filename } = await createBackupNow(page);
    const scratch = mkdtempSync(path.join(os.tmpdir(), "hsa-e2e-upload-"));
    const good = path.join(scratch, "site backup.tar.gz");
    copyFileSync(path.join(server.dataDir, "backups", filename), good);
    const damaged = path.join(scratch, "damaged.tar.gz");
    const bytes = readFileSync(good);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));

    await page.getByRole("button", { name: "Restore from File" }).click();
    const dialog = page.getByRole("dialog", { name: "Restore from a File" });
    await dialog.getByLabel("Backup archive (.tar.gz or .tar.gz.age)").setInputFiles(damaged);
    await dialog.getByRole("button", { name: "Upload and Check" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The archive is damaged or incomplete (it could not be unpacked to the end).");
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    await dialog.getByLabel("Backup archive (.tar.gz or .tar.gz.age)").setInputFiles(good);
    await dialog.getByRole("button", { name: "Upload and Check" }).click();
    await expect(dialog.getByRole("region", { name: "What the restore replaces" })).toBeVisible();
    await expect(dialog.getByText("site backup.tar.gz")).toBeVisible();
    await dialog.getByLabel("Your password, to confirm").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Restore Now" }).click();
    await expect(page).toHaveURL(/\/svcs\/team$/, { timeout: 30_000 });
    expect(readdirSync(path.join(server.dataDir, "tmp", "received"))).toEqual([]);
    rmSync(scratch, { recursive: true, force: true });
  });

  test("the Restore Guide lists the eight steps", async ({ page }) => {
    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/restore-guide`);
    await expect(page.getByRole("heading", { name: "Restore Guide" })).toBeVisible();
    await expect(page.locator("ol > li")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "What a backup does not include" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("encrypted site backup", () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let identity: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    identity = await generateX25519Identity();
    server = await startBackupServer({ BACKUP_AGE_RECIPIENT: await identityToRecipient(identity) });
  });
  test.afterAll(async () => server?.stop());

  test("writes an age-encrypted archive and restores it with the pasted private key", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, server.baseURL);
    await page.goto(`${server.baseURL}/svcs/admin-dashboard/backups`);
    const { row, filename } = await createBackupNow(page);
    expect(filename).toMatch(/\.tar\.gz\.age$/);
    expect(
      readFileSync(path.join(server.dataDir, "backups", filename))
        .subarray(0, 21)
        .toString(),
    ).toBe("age-encryption.org/v1");

    await row.getByRole("button", { name: /^Restore/ }).click();
    const dialog = page.getByRole("dialog", { name: "Restore Backup" });
    const key = dialog.getByLabel("Private key of the backup key pair (AGE-SECRET-KEY-1...)");
    await key.fill((await generateX25519Identity()).toString());
    await dialog.getByRole("button", { name: "Check Backup" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("This private key does not open the archive: it was encrypted to another public key.");
    await key.fill(`# public key: age1...\n${identity}\n`);
    await dialog.getByRole("button", { name: "Check Backup" }).click();
    await expect(dialog.getByRole("row", { name: /^posts/ })).toBeVisible();
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await dialog.getByLabel("Your password, to confirm").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Restore Now" }).click();
    await expect(page).toHaveURL(/\/svcs\/team$/, { timeout: 30_000 });
  });
});
