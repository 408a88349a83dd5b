import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/services/auth";
import { createBackup, restoreBackup } from "~/services/backups";
import type { AppServices } from "~/services/platform";
import { SAMPLE_UPLOADS, seedSite, snapshotTables, uploadChecksums, writeUploads } from "../../support/backup-fixtures";
import { createTestPost } from "../../support/factories";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

/** Tables whose rows a restore adds to (its own audit record) or moves on (the content version). */
const CHANGED_BY_RESTORE = new Set(["audit_events", "app_state"]);

function withoutRestoreRecords(snapshot: Record<string, string[]>) {
  return Object.fromEntries(Object.entries(snapshot).filter(([table]) => !CHANGED_BY_RESTORE.has(table)));
}

// Moving between the embedded database and a server is a backup on one and a restore on the other.
describe.skipIf(!process.env.TEST_DATABASE_URL)("backup and restore across drivers", () => {
  const embedded = useTestDatabase({ embedded: true });
  const server = useTestDatabase();
  let onEmbedded: AppServices;
  let onServer: AppServices;

  beforeAll(async () => {
    onEmbedded = createTestServices(embedded(), { BACKUP_DAILY_AT: "off" });
    onServer = createTestServices(server(), { BACKUP_DAILY_AT: "off" });
  });

  it("restores a PGlite backup onto PostgreSQL, and that server's backup back onto PGlite, row for row", async () => {
    await seedSite(onEmbedded);
    writeUploads(path.join(onEmbedded.config.dataDir, "uploads"), SAMPLE_UPLOADS);
    const original = await snapshotTables(embedded().db);
    const fromEmbedded = await createBackup(onEmbedded, { trigger: "cli", actor: SYSTEM_ACTOR });
    expect(fromEmbedded.status, fromEmbedded.error ?? "").toBe("completed");

    await createTestPost(server().db, { title: "Only on the server" });
    await restoreBackup(onServer, SYSTEM_ACTOR, { file: path.join(onEmbedded.config.dataDir, "backups", fromEmbedded.filename) });
    expect(withoutRestoreRecords(await snapshotTables(server().db))).toEqual(withoutRestoreRecords(original));
    const serverUploads = path.join(onServer.config.dataDir, "uploads");
    const restoredFiles = Object.fromEntries(Object.keys(SAMPLE_UPLOADS).map((file) => [file, readFileSync(path.join(serverUploads, file))]));
    expect(uploadChecksums(restoredFiles)).toEqual(uploadChecksums(SAMPLE_UPLOADS));

    const onServerNow = await snapshotTables(server().db);
    const fromServer = await createBackup(onServer, { trigger: "cli", actor: SYSTEM_ACTOR });
    expect(fromServer.status, fromServer.error ?? "").toBe("completed");
    await restoreBackup(onEmbedded, SYSTEM_ACTOR, { file: path.join(onServer.config.dataDir, "backups", fromServer.filename) });
    expect(withoutRestoreRecords(await snapshotTables(embedded().db))).toEqual(withoutRestoreRecords(onServerNow));
  });
});
