// `npm test`: everything CI checks, in order, on a fresh clone.
// install -> route types -> typecheck, lint, formatting, the schema against the migrations and the
// production build side by side -> unit + integration (PGlite) -> integration (PostgreSQL server) ->
// browser tests. Exits non-zero on the first failing step.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent } from "./lib/build-stamp.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { ensureRuntime } from "./lib/ensure-runtime.mjs";
import { ensureSystemPackages, freePort, startCluster } from "./lib/postgres-cluster.mjs";

const root = path.resolve(import.meta.dirname, "..");
ensureRuntime(root);
const bin = (name) => path.join(root, "node_modules/.bin", name);
const reports = mkdtempSync(path.join(os.tmpdir(), "hsa-test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
let cluster = null;

/** The line that closes a step's output. */
function stepEnded(title, ok, at) {
  console.log(`--- ${title}: ${ok ? "ok" : "FAILED"} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  return ok;
}

function step(title, command, args, env = {}) {
  const at = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return stepEnded(title, result.status === 0, at);
}

/**
 * Steps that need nothing from each other, run side by side: each keeps about one core busy, so on
 * two cores they take little more than the longest one instead of the sum. Each step's output is
 * printed whole when it ends, so the log reads as if they had run one after another.
 */
async function stepsSideBySide(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const at = Date.now();
          const output = [];
          const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          const end = (ok, error) => {
            console.log(`\n=== ${title}`);
            process.stdout.write(Buffer.concat(output));
            if (error) console.error(error.message);
            resolve(stepEnded(title, ok, at));
          };
          child.on("error", (error) => end(false, error));
          child.on("close", (code) => end(code === 0));
        }),
    ),
  );
  return results.every(Boolean);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/** The slowest browser tests of the run, so the suite's time can be spent where it matters. */
function printSlowestPlaywright(file, count = 15) {
  if (!existsSync(file)) return;
  const tests = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests ?? [])
        tests.push({
          title: `[${run.projectName}] ${spec.file}: ${spec.title}`,
          ms: (run.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
        });
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(suite);
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(`\nSlowest browser tests (of ${tests.length}, ${(total / 60000).toFixed(1)} test-minutes in all):`);
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, count)) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.title}`);
}

function finish(ok) {
  cluster?.stop();
  rmSync(reports, { recursive: true, force: true });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\n${ok ? "All checks passed" : "Checks FAILED"} in ${minutes} min`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

process.on("SIGINT", () => finish(false));
process.on("SIGTERM", () => finish(false));

try {
  ensureDependencies(root);
  ensureSystemPackages();
} catch (error) {
  console.error(error.message);
  finish(false);
}

const vitest = (name, project, env = {}) => {
  const out = path.join(reports, `${name}.json`);
  const ok = step(
    name,
    bin("vitest"),
    ["run", ...project.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    env,
  );
  countVitest(out);
  return ok;
};

const ok =
  step("route type generation", bin("react-router"), ["typegen"]) &&
  (await stepsSideBySide([
    { title: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
    { title: "lint", command: bin("eslint"), args: ["--max-warnings", "0", "."] },
    { title: "formatting (Prettier)", command: bin("prettier"), args: ["--check", "--log-level", "warn", "."] },
    { title: "schema and migrations agree (drizzle-kit)", command: bin("tsx"), args: [path.join(root, "scripts/check-migrations.ts")] },
    ...(buildIsCurrent(root) ? [] : [{ title: "production build", command: process.execPath, args: [path.join(root, "scripts/build.mjs")] }]),
  ])) &&
  vitest("unit and integration tests (PGlite)", ["unit", "integration", "integration-mocks"]) &&
  (await (async () => {
    console.log("\n=== starting a throwaway PostgreSQL server");
    try {
      cluster = await startCluster();
    } catch (error) {
      console.error(error.message);
      return false;
    }
    return vitest("integration tests (PostgreSQL server)", ["integration", "integration-mocks"], { TEST_DATABASE_URL: cluster.url });
  })()) &&
  (await (async () => {
    const out = path.join(reports, "playwright.json");
    const port = await freePort();
    // The multi-instance and outage specs run their own instances on this PostgreSQL server.
    const result = step("browser tests (Chromium, production build)", bin("playwright"), ["test"], {
      PW_JSON_OUTPUT: out,
      E2E_PORT: String(port),
      TEST_DATABASE_URL: cluster.url,
    });
    countPlaywright(out);
    printSlowestPlaywright(out);
    return result;
  })());

finish(ok);
