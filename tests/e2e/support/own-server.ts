import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "~/services/platform";

const root = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Set by the global setup: a migrated embedded database that servers of their own start from a copy of. */
export const PGLITE_TEMPLATE_ENV = "E2E_PGLITE_TEMPLATE";

/** A migrated embedded database at `dir`, copied from the run's template (creating a cluster and migrating took 5 s a server). */
function copyMigratedDatabase(dir: string) {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: run the browser tests through playwright.config.ts, whose global setup makes it`);
  cpSync(template, dir, { recursive: true });
}

/**
 * A production server of its own, on a fresh migrated data directory that `prepare`, when given,
 * fills first (through the services the app uses). For tests that need data no public page can
 * create, or that change what every page shows.
 */
export async function startOwnServer({ prepare, env = {} }: { prepare?: (database: Database) => Promise<void>; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-e2e-own-"));
  const databaseDir = path.join(dataDir, "db");
  copyMigratedDatabase(databaseDir);
  if (prepare) {
    const database = await openDatabase({ pgliteDir: databaseDir });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
  }
  const port = process.env.E2E_OWN_PORT ? Number(process.env.E2E_OWN_PORT) : await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "build/node/server.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("own server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
