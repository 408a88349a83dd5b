import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { INTERRUPTED_BACKUP } from "~/services/backups";
import { listFiles } from "~/services/backups/file-checksums.server";
import { testDriver } from "../../support/test-database";

const root = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

/** The backup command line on its own embedded database, as an operator runs it. */
function backupCli(dataDir: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", BACKUP_DAILY_AT: "off" };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  return { command: tsx, args: ["scripts/backup.ts", ...args], options: { cwd: root, env } };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// One process, one embedded database: the same whichever database the rest of the suite runs on.
describe.skipIf(testDriver === "pg")("a backup killed mid-way (kill -9)", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-killed-backup-"));
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is marked failed with a plain reason at the next start, and its temporary files are gone", { timeout: 240_000 }, async () => {
    const list = () => {
      const cli = backupCli(dataDir, "list");
      const result = spawnSync(cli.command, cli.args, { ...cli.options, encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout;
    };
    // Enough uploads that writing the archive takes a while: the kill lands while it stages them
    // (the command migrates the new database first).
    for (let index = 0; index < 100; index++) {
      const dir = path.join(dataDir, "uploads", "images", String(index % 20));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `photo-${index}.bin`), randomBytes(256 * 1024));
    }
    const cli = backupCli(dataDir, "create");
    child = spawn(cli.command, cli.args, { ...cli.options, stdio: "ignore", detached: true });
    let exited = false;
    child.once("exit", () => (exited = true));
    const work = path.join(dataDir, "tmp", "work");
    // Killed once it has staged a few uploads: tables exported, archive half written.
    const staged = () => existsSync(work) && readdirSync(work, { recursive: true, encoding: "utf8" }).filter((entry) => entry.endsWith(".bin")).length > 5;
    // Starting the command (tsx, the embedded database, its migrations) took over a minute at load 14.
    await waitFor(() => staged() || exited, 180_000);
    expect(exited, "the backup finished before it could be killed").toBe(false);
    // The whole process group: tsx and the node process it runs.
    process.kill(-child.pid!, "SIGKILL");
    await waitFor(() => exited, 30_000);
    child = null;
    expect((await listFiles(path.join(dataDir, "tmp"))).length).toBeGreaterThan(0);

    const after = list();
    expect(after).toMatch(/backup-\d{8}T\d{6}Z-[a-z0-9]{8}\.tar\.gz\s+failed/);
    expect(after).toContain(INTERRUPTED_BACKUP);
    expect(await listFiles(path.join(dataDir, "tmp"))).toEqual([]);
    expect(await listFiles(path.join(dataDir, "backups"))).toEqual([]);
  });
});
