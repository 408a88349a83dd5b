// `npm run bench`: starts the production build on a throwaway data directory and runs every
// benchmark module in scripts/bench/ against it, in file-name order. Prints numbers; asserts nothing.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BENCH_ADMIN } from "./lib/bench-admin.mjs";
import { buildIsCurrent } from "./lib/build-stamp.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { ensureRuntime } from "./lib/ensure-runtime.mjs";
import { ensureLoadGenerator } from "./lib/load.mjs";
import { freePort } from "./lib/postgres-cluster.mjs";
import { rssMb } from "./lib/process-memory.mjs";

const root = path.resolve(import.meta.dirname, "..");
ensureRuntime(root);
ensureDependencies(root);
if (!buildIsCurrent(root)) execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });

/**
 * Starts the built server and resolves once it answers 200 on `/`, with the elapsed time. `appRoot`
 * is another checkout's directory for a build of other code (a reference commit).
 */
export async function startServer(env = {}, appRoot = root) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-bench-"));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(appRoot, "build/node/server.js")], {
    cwd: appRoot,
    // The daily backup's first run on a fresh data directory would fall in the middle of the loads.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      BACKUP_DAILY_AT: "off",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    // Another process may take the port between freePort() and the server's listen: never measure its server.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on port ${port} exited before answering (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${baseUrl}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startupMs = performance.now() - startedAt;
  return {
    baseUrl,
    startupMs,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const generator = ensureLoadGenerator();
console.log(
  `load generator: ${generator}${generator === "wrk" ? "" : " (wrk could not be installed: its figures for fast pages are the generator's limit, not the server's)"}`,
);

const only = process.argv.slice(2);
const modules = readdirSync(path.join(root, "scripts/bench"))
  .filter((name) => name.endsWith(".mjs"))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

// The event-loop probe lets modules show how long the loop was blocked during a load.
const server = await startServer({ EVENT_LOOP_PROBE: "1" });
console.log(
  `startup: first 200 on / after ${server.startupMs.toFixed(0)} ms (fresh data directory, includes migrations and seeding), RSS ${rssMb(server.pid).toFixed(0)} MB`,
);
try {
  for (const name of modules) {
    const module = await import(pathToFileURL(path.join(root, "scripts/bench", name)).href);
    console.log(`\n## ${module.title ?? name}`);
    await module.run({ baseUrl: server.baseUrl, root, startServer, serverPid: server.pid });
  }
} finally {
  await server.stop();
}
