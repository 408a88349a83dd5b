import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { appState } from "~/db/schema/index";
import { type BackupManifest, type PlannedTable, tableEntryPath } from "~/lib/backups/archive-format";
import { SITE_CONTENT_VERSION_KEY } from "~/services/publishing";
import { bumpSearchSynonymsVersion, bumpSiteContentVersion, SEARCH_SYNONYMS_VERSION_KEY } from "~/services/publishing/site-content-version.server";
import { type Database, type Db, type Tx, queryRows } from "~/services/platform";
import type { StorageDriver } from "~/services/storage";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";
import { jsonLines } from "./json-lines.server";
import type { OpenedArchive } from "./open-archive.server";
import { schemaHead } from "./schema-head.server";
import { backedUpTables, type CatalogTable } from "./table-catalog.server";
import { applyUploadChanges, assertStorableUploads, compareUploads, type UploadChanges } from "./uploads-sync.server";

/** Rows per INSERT, and the most JSON text sent in one statement. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** At most this many upload paths are named in a dry run; the counts are always complete. */
const PLAN_SAMPLE_FILES = 30;

export type RestorePlan = {
  createdAt: string;
  appVersion: string;
  driver: BackupManifest["driver"];
  migration: string;
  /** Per table: the manifest's row count, the rows its file holds (what a restore writes), the rows now. */
  tables: PlannedTable[];
  files: {
    count: number;
    bytes: number;
    added: number;
    changed: number;
    removed: number;
    /** Some of the uploads that change, by path under uploads/. */
    sample: { path: string; change: "added" | "changed" | "removed" }[];
  };
};

function filesPlan(manifest: BackupManifest, changes: UploadChanges): RestorePlan["files"] {
  const sample = [
    ...changes.added.map((key) => ({ path: key, change: "added" as const })),
    ...changes.changed.map((key) => ({ path: key, change: "changed" as const })),
    ...changes.removed.map((key) => ({ path: key, change: "removed" as const })),
  ].slice(0, PLAN_SAMPLE_FILES);
  return {
    count: manifest.files.length,
    bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
    added: changes.added.length,
    changed: changes.changed.length,
    removed: changes.removed.length,
    sample,
  };
}

/** The archive's schema is this database's schema: same latest migration, same tables. */
async function assertSameSchema(db: Db | Tx, manifest: BackupManifest): Promise<CatalogTable[]> {
  const head = await schemaHead(db);
  if (manifest.migration.hash !== head.hash) throw new BackupArchiveError(ARCHIVE_PROBLEMS.migration(manifest.migration.tag, head.tag));
  const tables = await backedUpTables(db);
  const archived = manifest.tables.map((table) => table.name).sort();
  const current = tables.map((table) => table.name).sort();
  if (archived.join() !== current.join()) throw new BackupArchiveError(ARCHIVE_PROBLEMS.wrongTables);
  return tables;
}

/** The rows a table file holds, counted as a restore reads them (one per line). */
async function countRows(file: string): Promise<number> {
  let rows = 0;
  for await (const line of jsonLines(file)) if (line !== "") rows += 1;
  return rows;
}

/**
 * The dry run: what a restore of this verified archive would replace (rows per table, counted in
 * the archive itself beside its manifest's figures, and uploads added, changed and removed),
 * without changing anything.
 */
export async function planRestore(
  database: Database,
  archive: OpenedArchive,
  uploads: StorageDriver,
): Promise<{ plan: RestorePlan; uploadChanges: UploadChanges }> {
  const { manifest } = archive;
  assertStorableUploads(manifest);
  const tables = await assertSameSchema(database.db, manifest);
  const currentRows = new Map<string, number>();
  for (const table of tables) {
    const [row] = await queryRows<{ count: string | number }>(database.db, sql`select count(*) as count from ${sql.identifier(table.name)}`);
    currentRows.set(table.name, Number(row?.count ?? 0));
  }
  const uploadChanges = await compareUploads(uploads, manifest, archive.dir);
  const plan: RestorePlan = {
    createdAt: manifest.createdAt,
    appVersion: manifest.appVersion,
    driver: manifest.driver,
    migration: manifest.migration.tag,
    tables: await Promise.all(
      manifest.tables.map(async (table) => ({
        name: table.name,
        rows: table.rows,
        archivedRows: await countRows(path.join(archive.dir, tableEntryPath(table.name))),
        currentRows: currentRows.get(table.name) ?? 0,
      })),
    ),
    files: filesPlan(manifest, uploadChanges),
  };
  return { plan, uploadChanges };
}

async function insertBatch(tx: Tx, table: CatalogTable, lines: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const rows = `[${lines.join(",")}]`;
  await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, cast(${rows} as json))`,
  );
}

async function loadTable(tx: Tx, table: CatalogTable, file: string): Promise<void> {
  let batch: string[] = [];
  let batchBytes = 0;
  for await (const line of jsonLines(file)) {
    if (line === "") continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
      await insertBatch(tx, table, batch);
      batch = [];
      batchBytes = 0;
    }
  }
  if (batch.length > 0) await insertBatch(tx, table, batch);
}

async function resetSequences(tx: Tx, table: CatalogTable): Promise<void> {
  for (const column of table.sequenceColumns) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table.name}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table.name)}`,
    );
  }
}

/** The versions instances label their cached reads with (site content, search synonyms). */
const VERSION_KEYS = [SITE_CONTENT_VERSION_KEY, SEARCH_SYNONYMS_VERSION_KEY];

async function versionsNow(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ key: appState.key, version: appState.version }).from(appState).where(inArray(appState.key, VERSION_KEYS));
  return new Map(rows.map((row) => [row.key, row.version]));
}

/**
 * A restored version number may equal one an instance already cached (or be missing from an older
 * archive): each version moves past both what was restored and what was there before, and is
 * announced, so every instance reads again.
 */
async function moveVersionsPast(tx: Tx, before: Map<string, number>): Promise<void> {
  for (const key of VERSION_KEYS)
    await tx
      .insert(appState)
      .values({ key, value: {}, version: before.get(key) ?? 0 })
      .onConflictDoUpdate({ target: appState.key, set: { version: sql`greatest(${appState.version}, excluded.version)` } });
  await bumpSearchSynonymsVersion(tx);
  await bumpSiteContentVersion(tx);
}

/**
 * Replaces every backed-up table with the archive's rows in one transaction (TRUNCATE ... CASCADE,
 * which also ends every session; inserts parents first; sequences moved past the restored rows),
 * then the uploads in storage (the planned changes only, what they replace kept aside in
 * `journalDir` with a record of the changes until the commit, so a crash before it can be undone). Anything failing leaves the database and the uploads as they were. Every
 * instance hears `content_changed` on commit and drops its caches. `inTransaction` runs last,
 * inside it (the audit record).
 */
export async function applyRestore(
  database: Database,
  archive: OpenedArchive,
  {
    uploads,
    uploadChanges,
    journalDir,
    inTransaction,
  }: { uploads: StorageDriver; uploadChanges: UploadChanges; journalDir: string; inTransaction?: (tx: Tx) => Promise<void> },
): Promise<void> {
  let applied: { undo(): Promise<void> } | null = null;
  try {
    await database.db.transaction(async (tx) => {
      const tables = await assertSameSchema(tx, archive.manifest);
      const versionsBefore = await versionsNow(tx);
      const names = sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      );
      await tx.execute(sql`truncate table ${names} cascade`);
      for (const table of tables) {
        await loadTable(tx, table, path.join(archive.dir, tableEntryPath(table.name)));
        await resetSequences(tx, table);
      }
      await moveVersionsPast(tx, versionsBefore);
      await inTransaction?.(tx);
      applied = await applyUploadChanges(uploads, archive.dir, uploadChanges, journalDir);
    });
  } catch (error) {
    // Only a failed commit gets here with the uploads applied: put back what they replaced.
    await (applied as { undo(): Promise<void> } | null)?.undo();
    throw error;
  }
}
