import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, backups } from "~/db/schema";
import { migrateWithBackup, PreMigrationBackupError } from "~/services/backups";
import { openArchive } from "~/services/backups/open-archive.server";
import { type Database, openDatabase } from "~/services/platform";
import { MIGRATIONS } from "../../support/test-database";
import { createTestServices } from "../../support/test-services";

type Journal = { entries: { tag: string }[] };
/** The release before the backups feature: its schema has no list of backups yet. */
const OLD_HEAD = "0007_blog_list_indexes";

/** A copy of the migrations folder as an older release shipped it, up to `lastTag`. */
function olderMigrations(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-old-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  const keep = journal.entries.findIndex((entry) => entry.tag === lastTag) + 1;
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, keep) }));
  return dir;
}

/** A post as the older release stored it: plain SQL, since today's write path uses tables it lacks. */
async function writeOldSchemaPost(database: Database): Promise<void> {
  await database.db.execute(
    sql`insert into posts (slug, title, date, content, category, published_at) values ('written-under-the-old-schema', 'Written under the old schema', '2026-01-15', '<p>Old</p>', 'Savings', now())`,
  );
}

async function appliedCount(database: Database): Promise<number> {
  const result = (await database.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations")) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

// Each test starts an embedded database, migrates it to an old release, then backs up and migrates
// it to today's: 10-35 s on a loaded two-core machine, over vitest's default 30 s.
describe("a backup before every schema migration", { timeout: 120_000 }, () => {
  const oldMigrations = olderMigrations(OLD_HEAD);
  const allMigrations = (JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as Journal).entries.length;
  const opened: Database[] = [];
  const oldDatabase = async () => {
    const database = await openDatabase({});
    opened.push(database);
    await database.migrate(oldMigrations);
    return database;
  };
  beforeAll(() => expect(allMigrations).toBeGreaterThan(8));
  afterAll(async () => {
    for (const database of opened) await database.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it("archives the old schema's data, then migrates and lists the archive as System's", async () => {
    const database = await oldDatabase();
    await writeOldSchemaPost(database);
    const services = createTestServices(database, { BACKUP_DAILY_AT: "off" });

    const taken = await migrateWithBackup(services, MIGRATIONS);

    expect(taken?.filename).toMatch(/^backup-\d{8}T\d{6}Z-[a-z0-9]{8}-before-migration\.tar\.gz$/);
    expect(taken?.pending[0]).toBe("0008_backups");
    expect(await appliedCount(database)).toBe(allMigrations);
    const [row] = await database.db.select().from(backups);
    expect(row).toMatchObject({ filename: taken!.filename, trigger: "pre_migration", status: "completed", createdBy: null, sizeBytes: taken!.sizeBytes });
    const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "backup_created"));
    expect(audit).toMatchObject({ targetLabel: taken!.filename, outcome: "success" });

    // Written against the old schema: its migration, its tables, the post.
    const workDir = mkdtempSync(path.join(os.tmpdir(), "hsa-open-"));
    const archive = await openArchive(path.join(services.config.dataDir, "backups", taken!.filename), { workDir, maxBytes: 1e9 });
    try {
      expect(archive.manifest.migration.tag).toBe(OLD_HEAD);
      expect(archive.manifest.tables.map((table) => table.name)).not.toContain("post_revisions");
      expect(archive.manifest.tables.find((table) => table.name === "posts")?.rows).toBe(1);
      expect(readFileSync(path.join(archive.dir, "tables/posts.jsonl"), "utf8")).toContain("Written under the old schema");
    } finally {
      await archive.close();
      rmSync(workDir, { recursive: true, force: true });
    }

    // Nothing pending the next time: no second archive.
    expect(await migrateWithBackup(services, MIGRATIONS)).toBeNull();
    expect(await database.db.select().from(backups)).toHaveLength(1);
  });

  it("does not migrate when that backup fails, and says why", async () => {
    const database = await oldDatabase();
    const services = createTestServices(database, { BACKUP_DAILY_AT: "off" });
    // Storage that cannot be written: the backups directory is a file.
    writeFileSync(path.join(services.config.dataDir, "backups"), "not a directory");
    const before = await appliedCount(database);

    const attempt = migrateWithBackup(services, MIGRATIONS);
    await expect(attempt).rejects.toBeInstanceOf(PreMigrationBackupError);
    await expect(attempt).rejects.toThrow(/^the database was not migrated because the backup before migrating failed: /);
    expect(await appliedCount(database)).toBe(before);
  });

  it("takes no backup of a fresh database", async () => {
    const database = await openDatabase({});
    opened.push(database);
    const services = createTestServices(database, { BACKUP_DAILY_AT: "off" });
    expect(await migrateWithBackup(services, MIGRATIONS)).toBeNull();
    expect(await appliedCount(database)).toBe(allMigrations);
    expect(existsSync(path.join(services.config.dataDir, "backups"))).toBe(false);
  });
});
