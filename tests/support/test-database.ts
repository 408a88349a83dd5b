import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "~/services/platform";

export const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

/** Which database the integration suite runs on: a real server when TEST_DATABASE_URL is set. */
export const testDriver = process.env.TEST_DATABASE_URL ? "pg" : "pglite";

let migratedEmbedded: Promise<Blob> | null = null;

/** An empty embedded database with every migration applied, made once per test process. */
function migratedEmbeddedDatabase(): Promise<Blob> {
  migratedEmbedded ??= (async () => {
    const database = await openDatabase({});
    await database.migrate(MIGRATIONS);
    const files = await database.dumpFiles();
    await database.close();
    if (!files) throw new Error("the embedded database gave no copy of its files");
    return files;
  })();
  return migratedEmbedded;
}

/** Names the migrated template by the migrations' contents, so a changed or added migration makes a new one. */
function templateName(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort()) {
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  }
  return `test_template_${hash.digest("hex").slice(0, 16)}`;
}

let migratedTemplate: Promise<string> | null = null;

/**
 * One migrated database on the server per set of migrations, which each test file's database is
 * copied from (a copy takes a tenth of migrating a new one). Test processes running side by side
 * take turns through an advisory lock; the template appears under its name only once complete.
 */
function migratedServerTemplate(serverUrl: string): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = templateName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(hashtext('hsa test template'))");
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (!rowCount) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
        try {
          await database.migrate(MIGRATIONS);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        // Templates of earlier migrations are left by a long-lived development server only.
        const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1", [
          name,
        ]);
        for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      }
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('hsa test template'))").catch(() => undefined);
      await admin.end();
    }
  })();
  return migratedTemplate;
}

export type TestDatabaseOptions = {
  /** In-memory PGlite even when TEST_DATABASE_URL names a server: for tests that move data between the two. */
  embedded?: boolean;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite (a copy of one migrated
 * database, which takes a fraction of creating and migrating a new one), or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, copied from a migrated template (dropped again by
 * `drop`).
 */
export async function createTestDatabase({ embedded = false }: TestDatabaseOptions = {}): Promise<Database & { url?: string; drop(): Promise<void> }> {
  const serverUrl = embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteCopyOf: await migratedEmbeddedDatabase() });
    return { ...database, drop: () => database.close() };
  }
  const template = await migratedServerTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
