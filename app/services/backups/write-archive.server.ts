import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import packageJson from "../../../package.json";
import { BACKUP_APP_NAME, BACKUP_FORMAT_VERSION, type BackupManifest, MANIFEST_FILE, TABLES_DIR, UPLOADS_DIR } from "~/lib/backups/archive-format";
import type { Database } from "~/services/platform";
import type { StorageDriver } from "~/services/storage";
import { exportTable } from "./export-tables.server";
import { digestFile } from "./file-checksums.server";
import { schemaHead } from "./schema-head.server";
import { backedUpTables } from "./table-catalog.server";
import { fetchObject } from "./uploads-sync.server";

type Part = BackupManifest["tables"][number];

/**
 * Exports every table in one read-only, repeatable-read transaction: all tables come from the
 * same moment, so foreign keys hold in the archive even while the site keeps writing.
 */
async function exportDatabase(database: Database, stagingDir: string): Promise<{ tables: Part[]; migration: BackupManifest["migration"] }> {
  await mkdir(path.join(stagingDir, TABLES_DIR));
  return database.db.transaction(
    async (tx) => {
      // Timestamps in the archive read the same whatever the server's time zone.
      await tx.execute(sql`set local timezone to 'UTC'`);
      const migration = await schemaHead(tx);
      const tables: Part[] = [];
      for (const table of await backedUpTables(tx)) tables.push({ name: table.name, ...(await exportTable(tx, table, stagingDir)) });
      return { tables, migration };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function copyUploads(uploads: StorageDriver, stagingDir: string): Promise<BackupManifest["files"]> {
  const files: BackupManifest["files"] = [];
  for (const object of await uploads.list()) {
    const entryPath = `${UPLOADS_DIR}/${object.key}`;
    const target = path.join(stagingDir, entryPath);
    // An object deleted since the listing is simply not in this backup.
    if (!(await fetchObject(uploads, object.key, target))) continue;
    // Checksummed from the copy that goes into the archive, so a file changing meanwhile cannot mismatch.
    files.push({ path: entryPath, ...(await digestFile(target)) });
  }
  return files;
}

/**
 * Writes a complete archive of the database and of every uploaded file in storage to `archiveFile`:
 * manifest.json, tables/<name>.jsonl, uploads/... The caller verifies it before storing it.
 */
export async function writeArchive(
  database: Database,
  { archiveFile, uploads, workDir, now }: { archiveFile: string; uploads: StorageDriver; workDir: string; now: Date },
): Promise<BackupManifest> {
  const stagingDir = await mkdtemp(path.join(workDir, "stage-"));
  try {
    const { tables, migration } = await exportDatabase(database, stagingDir);
    const files = await copyUploads(uploads, stagingDir);
    const manifest: BackupManifest = {
      app: BACKUP_APP_NAME,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: packageJson.version,
      migration,
      driver: database.driver,
      createdAt: now.toISOString(),
      tables,
      files,
    };
    await writeFile(path.join(stagingDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_FILE, TABLES_DIR, ...(files.length > 0 ? [UPLOADS_DIR] : [])];
    await tar.c({ gzip: true, file: archiveFile, cwd: stagingDir, portable: true }, entries);
    return manifest;
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
