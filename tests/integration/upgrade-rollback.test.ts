import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { adminUsers, posts } from "~/db/schema";
import { closeServices, createServices } from "~/services/bootstrap.server";
import { queryRows } from "~/services/platform";
import { testDriver } from "../support/test-database";

/**
 * docs/guides/upgrading.md, followed step by step on the embedded database: "the previous version"
 * is this checkout, "the new version" the same code with one more migration (a copy of drizzle/).
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-upgrade-"));
const scratch: string[] = [dataDir];

const env = (): NodeJS.ProcessEnv => {
  const values: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PASSWORD: "Upgrade-Rollback-Pass-7" };
  delete values.DATABASE_URL;
  return values;
};

/** A release whose drizzle/ holds one more migration, with this SQL. */
function newVersionWith(migrationSql: string): string {
  const appRoot = mkdtempSync(path.join(os.tmpdir(), "hsa-new-version-"));
  scratch.push(appRoot);
  cpSync(path.join(root, "drizzle"), path.join(appRoot, "drizzle"), { recursive: true });
  const journalFile = path.join(appRoot, "drizzle/meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, "0")}_upgrade_probe`;
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1000, tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(appRoot, "drizzle", `${tag}.sql`), migrationSql);
  return appRoot;
}

/** Starts a release's services (as `npm start` would, without the HTTP server), reads counts, stops. */
async function startAndCount(appRoot: string) {
  const services = await createServices({ appRoot, env: env() });
  try {
    const [postRows] = await services.database.db.select({ n: count() }).from(posts);
    const [userRows] = await services.database.db.select({ n: count() }).from(adminUsers);
    const [probe] = await queryRows<{ present: boolean }>(services.database.db, sql`select to_regclass('public.upgrade_probe') is not null as present`);
    return { posts: postRows!.n, users: userRows!.n, probeTable: probe!.present };
  } finally {
    await closeServices(services);
  }
}

const beforeMigrationArchives = () => readdirSync(path.join(dataDir, "backups")).filter((name) => name.includes("before-migration"));

// The guide's steps on DATA_DIR's embedded database, whichever database the suite runs on: the
// suite's PostgreSQL run would repeat them unchanged.
describe.skipIf(testDriver === "pg")("upgrading and rolling back (docs/guides/upgrading.md)", () => {
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it("a migration that fails leaves the database as it was, and the previous version starts on it", async () => {
    const before = await startAndCount(root);
    expect(before.posts).toBeGreaterThan(0);

    // The new version's migration creates a table, then fails.
    const broken = newVersionWith("CREATE TABLE upgrade_probe (id integer);\n--> statement-breakpoint\nSELECT 1 / 0;\n");
    await expect(createServices({ appRoot: broken, env: env() })).rejects.toThrow(/Failed query: \s*SELECT 1 \/ 0/);
    // The site backed up the old schema first, as the guide says.
    expect(beforeMigrationArchives()).toHaveLength(1);

    // Rolling back a failed migration: start the previous version; nothing was changed.
    const after = await startAndCount(root);
    expect(after).toEqual({ ...before, probeTable: false });
  }, 120_000);

  it("a migration that succeeded but lost data is rolled back by restoring the backup taken before it", async () => {
    const before = await startAndCount(root);
    expect(before.posts).toBeGreaterThan(0);
    const losing = newVersionWith("CREATE TABLE upgrade_probe (id integer);\n--> statement-breakpoint\nDELETE FROM posts;\n");
    const upgraded = await startAndCount(losing);
    expect(upgraded).toMatchObject({ posts: 0, probeTable: true });
    const archive = beforeMigrationArchives().sort().at(-1)!;

    // The guide's rollback: stop, keep the upgraded database aside, start the previous version once
    // on an empty one (it creates the old schema), stop it, restore the archive, start again.
    renameSync(path.join(dataDir, "db"), path.join(dataDir, "db-upgraded"));
    await startAndCount(root);
    const restore = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/backup.ts", "restore", path.join(dataDir, "backups", archive)], {
      cwd: root,
      env: env(),
      encoding: "utf8",
    });
    expect(restore.status, restore.stderr + restore.stdout).toBe(0);
    const rolledBack = await startAndCount(root);
    expect(rolledBack).toEqual({ ...before, probeTable: false });
    expect(existsSync(path.join(dataDir, "db-upgraded"))).toBe(true);
  }, 240_000);
});
