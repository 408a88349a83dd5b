import { renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, backups } from "~/db/schema";
import { BACKUP_TOASTS, type BackupActionResult } from "~/routes/admin/backups/backup-admin-text";
import * as downloadRoute from "~/routes/admin/backups/download";
import * as backupsRoute from "~/routes/admin/backups/route";
import * as loginRoute from "~/routes/admin/sign-in/login";
import { BACKUP_FAILURE_REASONS } from "~/lib/backups/failure-reason";
import { SYSTEM_ACTOR } from "~/services/auth";
import { createBackup } from "~/services/backups";
import type { AppServices } from "~/services/platform";
import { formRequest, getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser, TEST_PASSWORD } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestContext, createTestServices } from "../../support/test-services";

const URL_BASE = "http://localhost:3000/svcs/admin-dashboard/backups";

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise;
    return value as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("backup admin routes", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let adminCookie: string;
  let moderatorCookie: string;
  let filename: string;

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off" });
    const adminId = await createTestUser(db(), { username: "chief", userType: "admin" });
    const moderatorId = await createTestUser(db(), { username: "editor", userType: "moderator" });
    adminCookie = await sessionCookieFor(services, adminId);
    moderatorCookie = await sessionCookieFor(services, moderatorId);
    filename = (await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR })).filename;
  });

  const context = () => createTestContext(services);
  const act = async (fields: Record<string, string>, cookie = adminCookie) => {
    const result = await backupsRoute.action({ request: formRequest(URL_BASE, fields, cookie), context: context(), params: {} } as never);
    return (result as { data: BackupActionResult }).data;
  };
  const download = (cookie?: string, method = "GET") => {
    const request = new Request(`${URL_BASE}/download/${filename}`, { method, headers: cookie ? { Cookie: cookie } : {} });
    return thrownResponse(downloadRoute.loader({ request, context: context(), params: { filename } } as never));
  };

  it("lists backups for admins only; a moderator gets 403", async () => {
    const list = await backupsRoute.loader({ request: getRequest(URL_BASE, adminCookie), context: context(), params: {} } as never);
    expect(list.backups.map((backup) => [backup.filename, backup.createdBy, backup.status, backup.fileExists])).toEqual([[filename, null, "completed", true]]);
    const denied = await thrownResponse(backupsRoute.loader({ request: getRequest(URL_BASE, moderatorCookie), context: context(), params: {} } as never));
    expect(denied.status).toBe(403);
    expect(
      (
        await thrownResponse(
          backupsRoute.action({ request: formRequest(URL_BASE, { intent: "create" }, moderatorCookie), context: context(), params: {} } as never),
        )
      ).status,
    ).toBe(403);
  });

  it("streams a download as an attachment to an admin, records it, and sends everyone else to the login page", async () => {
    const response = await download(adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    const body = Buffer.from(await response.arrayBuffer());
    expect([body[0], body[1]]).toEqual([0x1f, 0x8b]);
    expect(body.length).toBe(Number(response.headers.get("content-length")));
    const recorded = await db().select().from(auditEvents).where(eq(auditEvents.action, "backup_downloaded"));
    expect(recorded).toMatchObject([{ actorLabel: "chief", targetLabel: filename, ipAddress: "127.0.0.1" }]);

    const anonymous = await download(undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/svcs/team");
    expect((await download(moderatorCookie)).status).toBe(403);
  });

  it("waits for a quick backup and says it was created, naming it", async () => {
    const result = await act({ intent: "create" });
    const rows = await db().select().from(backups).where(eq(backups.createdBy, "chief"));
    expect(rows).toMatchObject([{ status: "completed" }]);
    expect(result).toMatchObject({ ok: true, toast: BACKUP_TOASTS.created(rows[0]!.filename) });
  });

  it("says 'Backup Failed' with a plain reason when the storage refuses the archive, and the list says why", async () => {
    const backupsDir = path.join(services.config.dataDir, "backups");
    const kept = `${backupsDir}-kept`;
    renameSync(backupsDir, kept);
    writeFileSync(backupsDir, "not a folder");
    try {
      const response = await backupsRoute.action({
        request: formRequest(URL_BASE, { intent: "create" }, adminCookie),
        context: context(),
        params: {},
      } as never);
      const { data: result, init } = response as { data: BackupActionResult; init: ResponseInit };
      expect(init.status).toBe(500);
      expect(result).toMatchObject({ ok: false, toast: { title: "Backup Failed", description: BACKUP_FAILURE_REASONS.notWritable } });
      expect(JSON.stringify(result)).not.toContain(services.config.dataDir);
      const list = await backupsRoute.loader({ request: getRequest(URL_BASE, adminCookie), context: context(), params: {} } as never);
      expect(list.backups[0]).toMatchObject({ status: "failed", error: BACKUP_FAILURE_REASONS.notWritable, fileExists: false });
      expect(list.storageReadable).toBe(false);
    } finally {
      rmSync(backupsDir);
      renameSync(kept, backupsDir);
    }
  });

  it("shows a failure recorded in raw words by an older version as the general reason", async () => {
    await db()
      .insert(backups)
      .values({
        filename: "backup-20260101T000000Z-0badf00d.tar.gz",
        createdAt: new Date("2026-01-01"),
        status: "failed",
        trigger: "manual",
        error: `ENOENT: no such file '${services.config.dataDir}/x'`,
      });
    const list = await backupsRoute.loader({ request: getRequest(URL_BASE, adminCookie), context: context(), params: {} } as never);
    expect(list.backups.find((row) => row.filename.includes("0badf00d"))?.error).toBe(BACKUP_FAILURE_REASONS.unknown);
  });

  it("refuses a restore without the admin's own password, and shows the dry run first", async () => {
    const preview = await act({ intent: "preview-restore", filename });
    expect(preview.ok).toBe(true);
    expect(preview.plan?.tables.find((table) => table.name === "admin_users")).toEqual({ name: "admin_users", rows: 2, archivedRows: 2, currentRows: 2 });
    const wrong = await act({ intent: "restore", filename, password: "not-my-password" });
    expect(wrong).toMatchObject({ ok: false, fieldErrors: { password: BACKUP_TOASTS.wrongPassword } });
  });

  it("restores with the password and sends the admin to sign in again", async () => {
    const response = await thrownResponse(
      backupsRoute.action({
        request: formRequest(URL_BASE, { intent: "restore", filename, password: TEST_PASSWORD }, adminCookie),
        context: context(),
        params: {},
      } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/svcs/team");
    // The login page says what was restored, from when, and why everyone signs in again: not the 'session expired' alarm.
    const flash = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .join("; ");
    const login = (await loginRoute.loader({ request: getRequest("http://localhost:3000/svcs/team", flash), context: context(), params: {} } as never)) as {
      data: { notice: unknown };
    };
    expect(login.data.notice).toEqual({ restored: { source: filename, takenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) } });
    const [restored] = await db().select().from(auditEvents).where(eq(auditEvents.action, "backup_restored"));
    expect(restored).toMatchObject({ actorLabel: "chief", outcome: "success", targetLabel: filename });
  });

  it("deletes a backup whose file is already gone with the Storage Warning, and an unknown one fails", async () => {
    const other = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
    rmSync(path.join(services.config.dataDir, "backups", other.filename));
    // The restore above ended every session: sign in afresh.
    const cookie = await sessionCookieFor(services, await createTestUser(db(), { username: "second", userType: "admin" }));
    expect(await act({ intent: "delete", backupId: other.id }, cookie)).toMatchObject({ ok: true, warning: true, toast: BACKUP_TOASTS.storageWarning });
    expect(await act({ intent: "delete", backupId: other.id }, cookie)).toMatchObject({ ok: false, toast: BACKUP_TOASTS.deleteFailed });
    expect(await act({ intent: "delete", backupId: "not-a-uuid" }, cookie)).toMatchObject({ ok: false, toast: BACKUP_TOASTS.deleteFailed });
  });
});
