import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { backups } from "~/db/schema/index";
import { errorMessageOf } from "~/lib/jobs/slots";
import { SYSTEM_ACTOR } from "~/services/auth";
import { type AppServices, type Db, queryRows } from "~/services/platform";
import { recordBackupEvent } from "./backup-audit.server";
import { newBackupFilename, produceArchive } from "./create-backup.server";

type Journal = { entries: { tag: string; when: number }[] };

/**
 * Migrations in `migrationsFolder` this database has not applied yet, and how many it has: drizzle
 * applies every journal entry newer than the latest one recorded in drizzle.__drizzle_migrations.
 */
export async function pendingMigrations(db: Db, migrationsFolder: string): Promise<{ applied: number; pending: string[] }> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
  const [exists] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, pending: journal.entries.map((entry) => entry.tag) };
  const [row] = await queryRows<{ applied: string | number; latest: string | number | null }>(
    db,
    sql`select count(*) as applied, max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  const latest = Number(row?.latest ?? 0);
  return { applied: Number(row?.applied ?? 0), pending: journal.entries.filter((entry) => entry.when > latest).map((entry) => entry.tag) };
}

export class PreMigrationBackupError extends Error {
  override name = "PreMigrationBackupError";
}

type TakenBackup = { filename: string; sizeBytes: number; createdAt: Date; pending: string[] };

/**
 * Archives a database that has data before migrations change its schema. The export reads the
 * tables and columns the database's own catalog lists, so it works against the old schema, and
 * the manifest records the old migration: the archive restores with the release that made it.
 * It cannot be listed yet (the list's table may be one of the pending changes): see `migrateWithBackup`.
 */
async function backupBeforeMigrating(services: AppServices, migrationsFolder: string): Promise<TakenBackup | null> {
  const { applied, pending } = await pendingMigrations(services.database.db, migrationsFolder);
  // A fresh database has nothing to lose.
  if (applied === 0 || pending.length === 0) return null;
  const createdAt = new Date();
  const filename = newBackupFilename(services.config, createdAt, { beforeMigration: true });
  services.logger.info({ filename, pending }, "migrations pending: backing up the database first");
  try {
    return { filename, sizeBytes: await produceArchive(services, filename, createdAt), createdAt, pending };
  } catch (error) {
    services.logger.error({ err: error, filename, pending }, "the backup before migrating failed: the database was not migrated");
    throw new PreMigrationBackupError(`the database was not migrated because the backup before migrating failed: ${errorMessageOf(error)}`);
  }
}

/**
 * Migrates the database, writing a backup first when migrations are pending on a database that
 * already has data. When that backup fails, nothing is migrated and the error (which says why)
 * stops the start-up. Once migrated, the backup is listed (trigger "pre_migration") and audited.
 */
export async function migrateWithBackup(services: AppServices, migrationsFolder: string): Promise<TakenBackup | null> {
  let taken: TakenBackup | null = null;
  await services.database.migrate(migrationsFolder, {
    beforeApplying: async () => {
      taken = await backupBeforeMigrating(services, migrationsFolder);
    },
  });
  const backup = taken as TakenBackup | null;
  if (!backup) return null;
  await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(backups)
      .values({
        filename: backup.filename,
        createdAt: backup.createdAt,
        createdBy: null,
        trigger: "pre_migration",
        status: "completed",
        sizeBytes: backup.sizeBytes,
      })
      .returning({ id: backups.id });
    await recordBackupEvent(tx, "backup_created", {
      actor: SYSTEM_ACTOR,
      filename: backup.filename,
      backupId: row?.id,
      now: backup.createdAt,
      changes: { trigger: "pre_migration", sizeBytes: backup.sizeBytes, migrations: backup.pending },
    });
  });
  services.logger.warn(
    { filename: backup.filename, sizeBytes: backup.sizeBytes, migrations: backup.pending },
    "database migrated after a backup of its previous schema",
  );
  return backup;
}
