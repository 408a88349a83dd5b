import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as tar from "tar";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "~/db/schema";
import { BACKUP_TOASTS, type BackupActionResult, type BackupUploadResult } from "~/routes/admin/backups/backup-admin-text";
import * as uploadRoute from "~/routes/admin/backups/upload";
import * as backupsRoute from "~/routes/admin/backups/route";
import { SYSTEM_ACTOR } from "~/services/auth";
import { ARCHIVE_PROBLEMS, createBackup } from "~/services/backups";
import type { AppServices } from "~/services/platform";
import { rawTarGz, SAMPLE_UPLOADS, snapshotTables, uploadChecksums, writeUploads } from "../../support/backup-fixtures";
import { formRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestPost, createTestUser, TEST_PASSWORD } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestContext, createTestServices } from "../../support/test-services";

const URL_BASE = "http://localhost:3000/svcs/admin-dashboard/backups";

async function answerOf(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    const value = (await promise) as { data?: unknown; init?: { status?: number } | null } | Response;
    if (value instanceof Response) return { status: value.status, body: value.headers.get("Content-Type")?.includes("json") ? await value.json() : null };
    return { status: value.init?.status ?? 200, body: value.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null };
    throw thrown;
  }
}

describe("restore from an uploaded archive", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let adminCookie: string;
  let moderatorCookie: string;
  let archive: Buffer;
  let uploadsDir: string;

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off", BACKUP_MAX_RESTORE_MB: "10" });
    uploadsDir = path.join(services.config.dataDir, "uploads");
    const adminId = await createTestUser(db(), { username: "chief", userType: "admin" });
    adminCookie = await sessionCookieFor(services, adminId);
    moderatorCookie = await sessionCookieFor(services, await createTestUser(db(), { username: "editor", userType: "moderator" }));
    await createTestPost(db(), { title: "In the uploaded backup" });
    writeUploads(uploadsDir, SAMPLE_UPLOADS);
    const row = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
    archive = readFileSync(path.join(services.config.dataDir, "backups", row.filename));
  });

  const context = () => createTestContext(services);
  const send = (body: Buffer, name: string, cookie = adminCookie, declared = body.length) =>
    answerOf(
      uploadRoute.action({
        request: new Request(`${URL_BASE}/upload?name=${encodeURIComponent(name)}`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: "http://localhost:3000", "Content-Type": "application/octet-stream", "Content-Length": String(declared) },
          body: new Uint8Array(body),
        }),
        context: context(),
        params: {},
      } as never),
    );
  const act = async (fields: Record<string, string>, cookie = adminCookie) =>
    answerOf(backupsRoute.action({ request: formRequest(URL_BASE, fields, cookie), context: context(), params: {} } as never));
  const upload = async (body: Buffer, name = "site.tar.gz") => {
    const answer = await send(body, name);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as Extract<BackupUploadResult, { ok: true }>).token;
  };

  async function repack(change: (dir: string) => void): Promise<Buffer> {
    const dir = path.join(services.config.dataDir, `repack-${Math.random().toString(36).slice(2)}`);
    mkdirSync(dir);
    const source = `${dir}.in.tar.gz`;
    writeFileSync(source, archive);
    await tar.x({ file: source, cwd: dir });
    change(dir);
    const out = `${dir}.tar.gz`;
    await tar.c({ gzip: true, file: out, cwd: dir }, readdirSync(dir));
    return readFileSync(out);
  }
  const editManifest = (edit: (manifest: Record<string, unknown>) => Record<string, unknown>) =>
    repack((dir) => {
      const file = path.join(dir, "manifest.json");
      writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, "utf8")))));
    });

  it("refuses each bad archive through the upload path, saying why, with nothing touched", async () => {
    const flipped = Buffer.from(archive);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    const cases: [string, Buffer, string | RegExp][] = [
      ["truncated", archive.subarray(0, Math.floor(archive.length / 2)), ARCHIVE_PROBLEMS.damaged],
      ["one byte changed", flipped, /damaged|checksum/],
      [
        "one byte changed in a table",
        await repack((dir) => {
          const table = path.join(dir, "tables/posts.jsonl");
          writeFileSync(table, readFileSync(table, "utf8").replace("In the uploaded", "In the uploadex"));
        }),
        ARCHIVE_PROBLEMS.checksum("tables/posts.jsonl"),
      ],
      ["foreign", rawTarGz([{ path: "manifest.json", body: JSON.stringify({ app: "wordpress", formatVersion: 1 }) }]), ARCHIVE_PROBLEMS.foreign],
      ["not an archive", Buffer.from("%PDF-1.7 not a backup"), ARCHIVE_PROBLEMS.notGzip],
      ["future version", await editManifest((manifest) => ({ ...manifest, formatVersion: 7 })), ARCHIVE_PROBLEMS.newerFormat(7, 1)],
      ["path traversal", rawTarGz([{ path: "uploads/../../../etc/cron.d/evil", body: "x" }]), /not allowed/],
    ];
    const rowsBefore = await snapshotTables(db());
    const filesBefore = uploadChecksums(SAMPLE_UPLOADS);
    for (const [label, body, message] of cases) {
      const token = await upload(body, `${label}.tar.gz`);
      const answer = await act({ intent: "preview-restore", upload: token });
      expect(answer.status, label).toBe(400);
      const result = answer.body as BackupActionResult;
      expect(result.toast.title, label).toBe(BACKUP_TOASTS.restoreRefused);
      expect(result.toast.description, label).toMatch(message);
      // A refused upload is deleted at once: restoring it afterwards finds nothing.
      const retry = await act({ intent: "restore", upload: token, password: TEST_PASSWORD });
      expect((retry.body as BackupActionResult).toast.description, label).toBe(ARCHIVE_PROBLEMS.uploadGone);
    }
    const rowsAfter = await snapshotTables(db());
    expect({ ...rowsAfter, audit_events: undefined }).toEqual({ ...rowsBefore, audit_events: undefined });
    const now = Object.fromEntries(Object.keys(SAMPLE_UPLOADS).map((file) => [file, readFileSync(path.join(uploadsDir, file))]));
    expect(uploadChecksums(now)).toEqual(filesBefore);
  });

  it("shows a planted row beside the manifest's count in the dry run, warns, and refuses to restore it", async () => {
    const planted = await repack((dir) => {
      const table = path.join(dir, "tables/admin_users.jsonl");
      const lines = readFileSync(table, "utf8").split("\n").filter(Boolean);
      const extra = { ...JSON.parse(lines[0]!), id: "00000000-0000-4000-8000-000000000666", username: "planted" };
      writeFileSync(table, `${[...lines, JSON.stringify(extra)].join("\n")}\n`);
      const manifestFile = path.join(dir, "manifest.json");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
      const body = readFileSync(table);
      Object.assign(
        manifest.tables.find((part: { name: string }) => part.name === "admin_users"),
        { bytes: body.length, sha256: createHash("sha256").update(body).digest("hex") },
      );
      writeFileSync(manifestFile, JSON.stringify(manifest));
    });
    const token = await upload(planted, "planted.tar.gz");
    const preview = (await act({ intent: "preview-restore", upload: token })).body as BackupActionResult;
    expect(preview).toMatchObject({ ok: true, warning: true, toast: { title: BACKUP_TOASTS.restoreRefused, description: BACKUP_TOASTS.manifestMismatch(1) } });
    expect(preview.plan?.tables.find((table) => table.name === "admin_users")).toMatchObject({ rows: 2, archivedRows: 3 });
    const restored = (await act({ intent: "restore", upload: token, password: TEST_PASSWORD })).body as BackupActionResult;
    expect(restored.toast.description).toBe(ARCHIVE_PROBLEMS.rowCounts(["admin_users"]));
  });

  it("refuses an empty file, one over the restore limit, and an admin's token used by another account", async () => {
    expect((await send(Buffer.alloc(0), "empty.tar.gz")).body).toEqual({ ok: false, message: ARCHIVE_PROBLEMS.emptyUpload });
    expect((await send(Buffer.alloc(11 * 1024 * 1024), "big.tar.gz")).body).toEqual({ ok: false, message: ARCHIVE_PROBLEMS.uploadTooLarge(10) });
    expect((await send(archive, "site.tar.gz", moderatorCookie)).status).toBe(403);
    const token = await upload(archive);
    const otherAdmin = await sessionCookieFor(services, await createTestUser(db(), { username: "deputy", userType: "admin" }));
    expect(((await act({ intent: "preview-restore", upload: token }, otherAdmin)).body as BackupActionResult).toast.description).toBe(
      ARCHIVE_PROBLEMS.uploadGone,
    );
    expect(((await act({ intent: "preview-restore", upload: "../../etc/passwd" })).body as BackupActionResult).toast.description).toBe(
      ARCHIVE_PROBLEMS.uploadGone,
    );
  });

  it("shows the dry run of an upload, then restores it with the admin's password", async () => {
    await createTestPost(db(), { title: "Written after the backup" });
    writeUploads(uploadsDir, { "images/new.png": Buffer.from("added after") });
    const token = await upload(archive, "copy from the laptop.tar.gz");
    const preview = (await act({ intent: "preview-restore", upload: token })).body as BackupActionResult;
    expect(preview.ok).toBe(true);
    expect(preview.plan?.tables.find((table) => table.name === "posts")).toMatchObject({ rows: 1, archivedRows: 1, currentRows: 2 });
    expect(preview.plan?.files).toMatchObject({ added: 0, changed: 0, removed: 1, sample: [{ path: "images/new.png", change: "removed" }] });
    expect(((await act({ intent: "restore", upload: token, password: "not-it" })).body as BackupActionResult).fieldErrors).toEqual({
      password: BACKUP_TOASTS.wrongPassword,
    });
    const restored = await act({ intent: "restore", upload: token, password: TEST_PASSWORD });
    expect(restored.status).toBe(302);
    const [record] = await db().select().from(auditEvents).where(eq(auditEvents.action, "backup_restored"));
    expect(record).toMatchObject({ outcome: "success", targetLabel: "copy from the laptop.tar.gz", actorLabel: "chief" });
    expect(readdirSync(path.join(services.config.dataDir, "tmp", "received")).filter((file) => file.includes(token))).toEqual([]);
  });
});
