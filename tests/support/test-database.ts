import { randomBytes } from "node:crypto";
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

export type TestDatabaseOptions = {
  /** In-memory PGlite even when TEST_DATABASE_URL names a server: for tests that move data between the two. */
  embedded?: boolean;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite (a copy of one migrated
 * database, which takes a fraction of creating and migrating a new one), or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase({ embedded = false }: TestDatabaseOptions = {}): Promise<Database & { url?: string; drop(): Promise<void> }> {
  const serverUrl = embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteCopyOf: await migratedEmbeddedDatabase() });
    return { ...database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  await database.migrate(MIGRATIONS);
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
