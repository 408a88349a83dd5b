import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/services/auth";
import { ARCHIVE_PROBLEMS, BackupArchiveError, createBackup, previewRestore, restoreBackup } from "~/services/backups";
import { type AppServices, ConfigError, loadConfig } from "~/services/platform";
import { SAMPLE_UPLOADS, seedSite, snapshotTables, uploadChecksums, writeUploads } from "../../support/backup-fixtures";
import { createTestPost } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

const root = path.resolve(import.meta.dirname, "../../..");

describe("backups encrypted to an age public key", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let identity: string;
  let archive: string;
  let filename: string;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    identity = await generateX25519Identity();
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off", BACKUP_AGE_RECIPIENT: await identityToRecipient(identity) });
    await seedSite(services);
    writeUploads(path.join(services.config.dataDir, "uploads"), SAMPLE_UPLOADS);
    before = await snapshotTables(db());
    const row = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
    expect(row.status, row.error ?? "").toBe("completed");
    filename = row.filename;
    archive = path.join(services.config.dataDir, "backups", filename);
  });

  // age-keygen writes the key between comment lines; the file is read as it is.
  const keyFile = () => `# created: 2026-11-23T12:00:00Z\n# public key: ${services.config.BACKUP_AGE_RECIPIENT}\n${identity}\n`;

  it("stores an age file named .tar.gz.age that holds nothing readable without the key", () => {
    expect(filename).toMatch(/^backup-\d{8}T\d{6}Z-[a-z0-9]{8}\.tar\.gz\.age$/);
    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    expect(bytes.includes(Buffer.from("manifest.json"))).toBe(false);
    expect(bytes.includes(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(false);
  });

  it("asks for the private key, and says when it is malformed or the wrong one", async () => {
    await expect(previewRestore(services, SYSTEM_ACTOR, { stored: filename })).rejects.toThrow(ARCHIVE_PROBLEMS.encryptedNeedsKey);
    await expect(previewRestore(services, SYSTEM_ACTOR, { stored: filename, identity: "AGE-SECRET-KEY-1NOTAKEY" })).rejects.toThrow(
      ARCHIVE_PROBLEMS.badIdentity,
    );
    await expect(previewRestore(services, SYSTEM_ACTOR, { stored: filename, identity: await generateX25519Identity() })).rejects.toThrow(
      ARCHIVE_PROBLEMS.wrongKey,
    );
    const plan = await previewRestore(services, SYSTEM_ACTOR, { stored: filename, identity: keyFile() });
    expect(plan.files).toMatchObject({ count: 3, added: 0, changed: 0, removed: 0 });
  });

  it("refuses a truncated or one-byte-changed encrypted archive before touching anything", async () => {
    const bytes = readFileSync(archive);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0x01;
    const rowsBefore = await snapshotTables(db());
    for (const [name, body] of [
      ["truncated.tar.gz.age", bytes.subarray(0, bytes.length - 100)],
      ["flipped.tar.gz.age", flipped],
    ] as const) {
      const file = path.join(services.config.dataDir, name);
      writeFileSync(file, body);
      const attempt = restoreBackup(services, SYSTEM_ACTOR, { file, identity });
      await expect(attempt).rejects.toBeInstanceOf(BackupArchiveError);
      await expect(attempt).rejects.toThrow(ARCHIVE_PROBLEMS.encryptedDamaged);
    }
    const rowsAfter = await snapshotTables(db());
    expect({ ...rowsAfter, audit_events: undefined }).toEqual({ ...rowsBefore, audit_events: undefined });
  });

  it("restores every row and file with the key", async () => {
    await createTestPost(db(), { title: "Written after the backup" });
    await restoreBackup(services, SYSTEM_ACTOR, { stored: filename, identity });
    const after = await snapshotTables(db());
    for (const table of Object.keys(before)) if (table !== "audit_events" && table !== "app_state") expect(after[table], table).toEqual(before[table]);
    const uploadsDir = path.join(services.config.dataDir, "uploads");
    const now = Object.fromEntries(Object.keys(SAMPLE_UPLOADS).map((file) => [file, readFileSync(path.join(uploadsDir, file))]));
    expect(uploadChecksums(now)).toEqual(uploadChecksums(SAMPLE_UPLOADS));
  });

  it("stops start-up on a public key that is not an age X25519 recipient, naming the variable", async () => {
    const valid = await identityToRecipient(identity);
    const broken = `${valid.slice(0, -1)}${valid.endsWith("q") ? "p" : "q"}`;
    for (const value of [broken, "age1notakey", "ssh-ed25519 AAAA"]) {
      expect(() => loadConfig({ DATA_DIR: services.config.dataDir, BACKUP_AGE_RECIPIENT: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: services.config.dataDir, BACKUP_AGE_RECIPIENT: value })).toThrow(
        /^BACKUP_AGE_RECIPIENT must be an age X25519 public key/,
      );
    }
    expect(loadConfig({ DATA_DIR: services.config.dataDir, BACKUP_AGE_RECIPIENT: valid }).BACKUP_AGE_RECIPIENT).toBe(valid);
  });

  it("restores from the command line with --identity KEYFILE, and explains when it is missing", () => {
    const keyPath = path.join(services.config.dataDir, "backup-key.txt");
    writeFileSync(keyPath, keyFile(), { mode: 0o600 });
    const cli = (...args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(services.config.dataDir, "cli"), LOG_LEVEL: "silent", BACKUP_DAILY_AT: "off" };
      delete env.DATABASE_URL;
      return spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/backup.ts", ...args], { cwd: root, env, encoding: "utf8" });
    };
    const withoutKey = cli("restore", archive, "--dry-run");
    expect(withoutKey.status).toBe(1);
    expect(withoutKey.stderr).toContain(`Refused: ${ARCHIVE_PROBLEMS.encryptedNeedsKey}`);
    const withKey = cli("restore", archive, "--dry-run", "--identity", keyPath);
    expect(withKey.stderr).toBe("");
    expect(withKey.stdout).toContain("Dry run: the archive is valid and nothing was changed.");
    expect(withKey.stdout).toMatch(/posts\s+4 rows/);
  }, 180_000);
});
