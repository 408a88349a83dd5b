import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as tar from "tar";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSessions, auditEvents, backups, posts } from "~/db/schema";
import { listFiles } from "~/services/backups/file-checksums.server";
import { SYSTEM_ACTOR } from "~/services/auth";
import { ARCHIVE_PROBLEMS, BackupArchiveError, createBackup, previewRestore, restoreBackup } from "~/services/backups";
import type { AppServices } from "~/services/platform";
import { CARRIED_TABLES, rawTarGz, SAMPLE_UPLOADS, seedSite, snapshotTables, uploadChecksums, writeUploads } from "../../support/backup-fixtures";
import { createTestPost } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

describe("backup and restore", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let uploadsDir: string;
  let archive: string;
  let filename: string;
  let before: Record<string, string[]>;

  const uploadsNow = () => Object.fromEntries(listFilesSync(uploadsDir).map((file) => [file, readFileSync(path.join(uploadsDir, file))]));
  const listFilesSync = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((entry) => statSync(path.join(dir, entry)).isFile())
          .sort()
      : [];

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off" });
    uploadsDir = path.join(services.config.dataDir, "uploads");
    await seedSite(services);
    writeUploads(uploadsDir, SAMPLE_UPLOADS);
    before = await snapshotTables(db());
    const row = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
    expect(row.status, row.error ?? "").toBe("completed");
    filename = row.filename;
    archive = path.join(services.config.dataDir, "backups", filename);
  });

  it("writes a gzip tar named backup-<UTC>-<id>.tar.gz with a manifest, every table and every upload", async () => {
    expect(filename).toMatch(/^backup-\d{8}T\d{6}Z-[a-z0-9]{8}\.tar\.gz$/);
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toContain("manifest.json");
    expect(entries).toContain("tables/posts.jsonl");
    expect(entries).toContain("uploads/images/2026/05/portrait.webp");
    expect(entries).not.toContain("tables/admin_sessions.jsonl");
    expect(entries).not.toContain("tables/backups.jsonl");
    // The comparisons below cover every table the archive carries.
    const archivedTables = entries.filter((entry) => /^tables\/.+\.jsonl$/.test(entry)).map((entry) => entry.slice("tables/".length, -".jsonl".length));
    expect(archivedTables.sort()).toEqual(Object.keys(CARRIED_TABLES).sort());
    expect(before.login_history!.length).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(backups).where(eq(backups.filename, filename));
    expect(row).toMatchObject({ status: "completed", createdBy: null, trigger: "cli", sizeBytes: readFileSync(archive).length });
  });

  it("dry run counts rows per table and the files that will change, without changing anything", async () => {
    writeUploads(uploadsDir, { "images/logo.png": Buffer.from("edited since the backup"), "notes/new.txt": Buffer.from("added since") });
    rmSync(path.join(uploadsDir, "empty.txt"));
    const unchanged = await snapshotTables(db());
    const filesBefore = uploadChecksums(uploadsNow());
    const plan = await previewRestore(services, SYSTEM_ACTOR, { stored: filename });
    expect(plan.tables.find((table) => table.name === "posts")).toEqual({ name: "posts", rows: 4, archivedRows: 4, currentRows: 4 });
    expect(plan.files).toEqual({
      count: 3,
      bytes: 23_000,
      added: 1,
      changed: 1,
      removed: 1,
      sample: [
        { path: "empty.txt", change: "added" },
        { path: "images/logo.png", change: "changed" },
        { path: "notes/new.txt", change: "removed" },
      ],
    });
    expect(uploadChecksums(uploadsNow())).toEqual(filesBefore);
    expect(plan.migration).toMatch(/^\d{4}_/);
    expect(await snapshotTables(db())).toEqual(unchanged);
  });

  it("restores every row and every file exactly after the site was wiped, and signs everyone out", async () => {
    await db().delete(posts);
    await createTestPost(db(), { title: "Written after the backup" });
    rmSync(uploadsDir, { recursive: true });
    writeUploads(uploadsDir, { "stray.txt": Buffer.from("not in the backup") });

    await restoreBackup(services, SYSTEM_ACTOR, { stored: filename });

    const after = await snapshotTables(db());
    for (const table of Object.keys(before)) {
      if (table === "audit_events" || table === "app_state") continue;
      expect(after[table], table).toEqual(before[table]);
    }
    // The restore itself is recorded on top of the restored audit log.
    expect(after.audit_events!.filter((row) => !before.audit_events!.includes(row)).map((row) => JSON.parse(row).action)).toEqual(["backup_restored"]);
    expect(await db().select().from(adminSessions)).toEqual([]);
    expect(uploadChecksums(uploadsNow())).toEqual(uploadChecksums(SAMPLE_UPLOADS));
    expect(await listFiles(path.join(services.config.dataDir, "tmp"))).toEqual([]);
  });

  async function expectRefused(file: string, message: string | RegExp) {
    const rowsBefore = await snapshotTables(db());
    const filesBefore = uploadChecksums(uploadsNow());
    const attempt = restoreBackup(services, SYSTEM_ACTOR, { file });
    await expect(attempt).rejects.toBeInstanceOf(BackupArchiveError);
    await expect(attempt).rejects.toThrow(message);
    const rowsAfter = await snapshotTables(db());
    // Only the refused attempt's own audit record is new.
    expect({ ...rowsAfter, audit_events: undefined }).toEqual({ ...rowsBefore, audit_events: undefined });
    expect(uploadChecksums(uploadsNow())).toEqual(filesBefore);
    const [refusal] = await db().select().from(auditEvents).where(eq(auditEvents.outcome, "failure")).orderBy(auditEvents.occurredAt);
    expect(refusal).toBeDefined();
  }

  const scratch = (name: string, body: Buffer) => {
    const file = path.join(services.config.dataDir, name);
    writeFileSync(file, body);
    return file;
  };

  async function repack(change: (dir: string) => void): Promise<string> {
    const dir = path.join(services.config.dataDir, `repack-${Math.random().toString(36).slice(2)}`);
    mkdirSync(dir);
    await tar.x({ file: archive, cwd: dir });
    change(dir);
    const out = path.join(services.config.dataDir, `${path.basename(dir)}.tar.gz`);
    await tar.c({ gzip: true, file: out, cwd: dir }, readdirSync(dir));
    return out;
  }

  it("refuses a table changed by one byte (checksum) with the database unchanged", async () => {
    const file = await repack((dir) => {
      const table = path.join(dir, "tables/posts.jsonl");
      const text = readFileSync(table, "utf8");
      writeFileSync(table, text.replace("Post number 1", "Post number 7"));
    });
    await expectRefused(file, ARCHIVE_PROBLEMS.checksum("tables/posts.jsonl"));
  });

  it("counts the rows a planted table really holds beside its manifest's, and refuses to restore it", async () => {
    const planted = await repack((dir) => {
      const table = path.join(dir, "tables/admin_users.jsonl");
      const lines = readFileSync(table, "utf8").split("\n").filter(Boolean);
      const extra = { ...JSON.parse(lines[0]!), id: "00000000-0000-4000-8000-000000000666", username: "planted", email: "planted@example.com" };
      writeFileSync(table, `${[...lines, JSON.stringify(extra)].join("\n")}\n`);
      // The checksum and size are made to match: only the row count still tells.
      const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
      const body = readFileSync(table);
      const entry = manifest.tables.find((part: { name: string }) => part.name === "admin_users");
      Object.assign(entry, { bytes: body.length, sha256: createHash("sha256").update(body).digest("hex") });
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    const plan = await previewRestore(services, SYSTEM_ACTOR, { file: planted });
    expect(plan.tables.find((table) => table.name === "admin_users")).toMatchObject({ rows: 2, archivedRows: 3 });
    await expectRefused(planted, ARCHIVE_PROBLEMS.rowCounts(["admin_users"]));
  });

  it("refuses a truncated archive and a flipped byte in the compressed stream", async () => {
    const bytes = readFileSync(archive);
    await expectRefused(scratch("truncated.tar.gz", bytes.subarray(0, Math.floor(bytes.length / 2))), ARCHIVE_PROBLEMS.damaged);
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = flipped[middle]! ^ 0xff;
    await expectRefused(scratch("flipped.tar.gz", flipped), /damaged|checksum/);
  });

  it("refuses foreign files and archives, and a newer format", async () => {
    await expectRefused(scratch("notes.tar.gz", Buffer.from("hello, not gzip")), ARCHIVE_PROBLEMS.notGzip);
    await expectRefused(scratch("other.tar.gz", rawTarGz([{ path: "wp-content/db.sql", body: "x" }])), ARCHIVE_PROBLEMS.unsafeEntry("wp-content/db.sql"));
    await expectRefused(scratch("empty.tar.gz", rawTarGz([{ path: "tables/posts.jsonl", body: "" }])), ARCHIVE_PROBLEMS.noManifest);
    await expectRefused(
      scratch("foreign.tar.gz", rawTarGz([{ path: "manifest.json", body: JSON.stringify({ app: "ghost", formatVersion: 1 }) }])),
      ARCHIVE_PROBLEMS.foreign,
    );
    const future = await repack((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, formatVersion: 99 }));
    });
    await expectRefused(future, ARCHIVE_PROBLEMS.newerFormat(99, 1));
  });

  it("refuses an archive of another schema version", async () => {
    const other = await repack((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, migration: { tag: "0099_future", hash: "f".repeat(64) } }));
    });
    await expectRefused(other, /made with database schema 0099_future, this database is at \d{4}_/);
  });

  it("refuses path traversal, absolute paths and links without writing outside its directory", async () => {
    const outside = path.join(services.config.dataDir, "evil.txt");
    await expectRefused(scratch("dots.tar.gz", rawTarGz([{ path: "uploads/../../evil.txt", body: "x" }])), /not allowed/);
    await expectRefused(scratch("abs.tar.gz", rawTarGz([{ path: `${outside}`, body: "x" }])), /not allowed/);
    await expectRefused(scratch("link.tar.gz", rawTarGz([{ path: "uploads/link", type: "2", linkTarget: "/etc/passwd" }])), /not allowed/);
    expect(existsSync(outside)).toBe(false);
  });

  it("refuses an archive that unpacks past the size limit", async () => {
    const small = createTestServices(database(), { BACKUP_DAILY_AT: "off", BACKUP_MAX_RESTORE_MB: "10" });
    const big = scratch("big.tar.gz", rawTarGz([{ path: "uploads/big.bin", body: Buffer.alloc(11 * 1024 * 1024) }]));
    await expect(restoreBackup(small, SYSTEM_ACTOR, { file: big })).rejects.toThrow(ARCHIVE_PROBLEMS.entryTooLarge("uploads/big.bin", 11, 10));
    const parts = scratch(
      "parts.tar.gz",
      rawTarGz([
        { path: "uploads/a.bin", body: Buffer.alloc(6 * 1024 * 1024) },
        { path: "uploads/b.bin", body: Buffer.alloc(6 * 1024 * 1024) },
      ]),
    );
    await expect(restoreBackup(small, SYSTEM_ACTOR, { file: parts })).rejects.toThrow(ARCHIVE_PROBLEMS.tooLarge(10));
  });
});
