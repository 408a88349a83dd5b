// Analytics at scale: 5 million page views seeded into the embedded database with generate_series,
// rolled up by the server's own job, then the Analytics tab's response time for 7, 30 and 90 days,
// the beacon's throughput and the database's size, each next to a reference measured in the same
// run (the admin home page; /healthz under the same load) and with the server's CPU time per
// request, which a busy machine distorts less than wall-clock time. Prints numbers; asserts nothing.
// BENCH_ANALYTICS_DIR keeps the seeded and rolled-up data directory between runs (seeding 5 million
// views takes about ten minutes); without it a throwaway directory is used.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { freePort } from "../lib/postgres-cluster.mjs";
import { BENCH_ADMIN, signInAsBenchAdmin } from "../lib/bench-admin.mjs";

export const title = "Analytics: 5 million page views on the embedded database";

const PAGE_VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 5_000_000);
const DAYS = 366;
const CHUNK = 500_000;
const AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Starts the built server on `dataDir`; resolves once a log line matches `until` (or it answers on /). `onLine` sees every log line. */
export async function startOn(root, dataDir, until, { onLine } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "build/node/server.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop();
      // Failures of the server's own work (a failed rollup) are shown, not waited on forever.
      for (const line of lines) if (/"level":(50|60)/.test(line)) console.error(line);
      if (onLine) for (const line of lines) onLine(line);
      if (lines.some((line) => until.test(line))) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  child.stdout.resume();
  return { baseUrl, cpuMs: () => processCpuMs(child.pid), stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

/** User plus system CPU time of a process so far (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function directoryBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? directoryBytes(full) : statSync(full).size);
  }, 0);
}

async function withDatabase(dbDir, work) {
  const db = await PGlite.create(dbDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export async function seed(dbDir, pageViews = PAGE_VIEWS) {
  const db = await PGlite.create(dbDir);
  // Spread over the last DAYS days (today included); about 3 views per visit, 4 per visitor.
  for (let start = 0; start < pageViews; start += CHUNK) {
    await db.query(`
      insert into page_views (occurred_at, day, path, referrer, screen_width, screen_height, language, browser, os, country, source, utm_campaign, visitor_id, session_id)
      select (current_date - (i % ${DAYS}))::timestamptz + make_interval(secs => (i / ${DAYS}) % 86000),
        current_date - (i % ${DAYS}),
        '/page-' || ((i / ${DAYS}) % 200), null,
        (array[390, 800, 1280, 1920])[1 + (i / ${DAYS} / 4) % 4], 800,
        (array['en-US', 'en-GB', 'de-DE', 'es-US'])[1 + (i / ${DAYS} / 4) % 4],
        (array['Chrome', 'Firefox', 'Safari'])[1 + (i / ${DAYS} / 4) % 3],
        (array['Windows', 'macOS', 'iOS', 'Android'])[1 + (i / ${DAYS} / 4) % 4],
        (array['US', 'GB', 'DE', 'CA', null])[1 + (i / ${DAYS} / 4) % 5],
        (array['google.com', null, 'linkedin.com'])[1 + (i / ${DAYS} / 3) % 3], null,
        'v' || (i % ${DAYS}) || '-' || (i / ${DAYS} / 4), 's' || (i % ${DAYS}) || '-' || (i / ${DAYS} / 3)
      from generate_series(${start}, ${Math.min(start + CHUNK, pageViews) - 1}) as i`);
  }
  await db.query(`
    insert into analytics_events (occurred_at, day, name, path, params, visitor_id, session_id)
    select occurred_at, day, (array['generate_lead', 'begin_checkout', 'newsletter_signup', 'scroll_depth'])[1 + (abs(hashtext(id::text)) % 4)], path, '{"percent": 50}', visitor_id, session_id
    from page_views where abs(hashtext(id::text)) % 50 = 0`);
  // The first start already ran this hour's (empty) rollup; free the slot so the next start rolls up the seeded days.
  await db.query(`delete from job_runs where job = 'analytics-rollups'`);
  await db.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median and worst wall-clock time of `rounds` GETs after one warm-up, and the server's CPU time per request. */
async function timeGets(server, url, cookie, rounds = 6) {
  const get = async () => {
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  await get();
  const times = [];
  const cpuBefore = server.cpuMs();
  for (let round = 0; round < rounds; round++) {
    const begun = performance.now();
    await get();
    times.push(performance.now() - begun);
  }
  const cpu = (server.cpuMs() - cpuBefore) / rounds;
  return `median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms, server CPU ${cpu.toFixed(0)} ms/request`;
}

/** Requests per second under 20 connections for 5 s, with the server's CPU time per request. */
async function load(server, options) {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ connections: 20, duration: 5, ...options });
  const cpu = (server.cpuMs() - cpuBefore) / Math.max(1, result.requests.total);
  return `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, server CPU ${cpu.toFixed(2)} ms/request${result.non2xx ? `, non-2xx ${result.non2xx}` : ""}`;
}

/** A kept directory is reused when it was seeded with the same number of views; `rolledUp` says whether the first rollup finished. */
function keptDirectory() {
  const kept = process.env.BENCH_ANALYTICS_DIR;
  if (!kept) return { dataDir: mkdtempSync(path.join(os.tmpdir(), "hsa-bench-analytics-")), state: null, keep: false };
  mkdirSync(kept, { recursive: true });
  const marker = path.join(kept, "seeded.json");
  const state = existsSync(marker) ? JSON.parse(readFileSync(marker, "utf8")) : null;
  if (state?.pageViews === PAGE_VIEWS) return { dataDir: kept, state, keep: true, marker };
  for (const entry of readdirSync(kept)) rmSync(path.join(kept, entry), { recursive: true, force: true });
  return { dataDir: kept, state: null, keep: true, marker };
}

export async function run({ root }) {
  const { dataDir, state, keep, marker } = keptDirectory();
  // `filterRollups`: the rollups per filter value (decision 022's second amendment) were filled in too.
  const remember = (rolledUp) => keep && writeFileSync(marker, JSON.stringify({ pageViews: PAGE_VIEWS, rolledUp, filterRollups: rolledUp }));
  try {
    if (state) console.log(`reusing ${dataDir} (seeded earlier with ${PAGE_VIEWS.toLocaleString("en-US")} page views)`);
    else {
      const first = await startOn(root, dataDir, /job runner started/);
      await first.stop();
      const started = performance.now();
      await seed(path.join(dataDir, "db"));
      console.log(`seeded ${PAGE_VIEWS.toLocaleString("en-US")} page views over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      remember(false);
    }
    let server;
    if (state?.rolledUp && state.filterRollups) server = await startOn(root, dataDir, /server listening/);
    else {
      // A run stopped during the rollup left this hour's claim behind: free it so this start rolls up the rest.
      await withDatabase(path.join(dataDir, "db"), (db) => db.query(`delete from job_runs where job = 'analytics-rollups'`));
      const started = performance.now();
      server = await startOn(root, dataDir, /analytics rolled up/);
      console.log(`server start + rollup of the closed days (or of their rows per filter value): ${((performance.now() - started) / 1000).toFixed(1)} s`);
      remember(true);
    }
    try {
      const cookie = await signInAsBenchAdmin(server.baseUrl);
      console.log(`reference, admin home: ${await timeGets(server, `${server.baseUrl}/svcs/admin-dashboard`, cookie)}`);
      for (const period of ["7d", "30d", "90d"]) {
        console.log(
          `dashboard ${period.padEnd(3)}: ${await timeGets(server, `${server.baseUrl}/svcs/admin-dashboard/analytics?period=${period}`, cookie)} (full page)`,
        );
      }
      // One filter reads the rollups per filter value; several read the period's raw rows (seconds at this size).
      for (const [label, query] of [
        ["90d, country GB", "period=90d&country=GB"],
        ["90d, page /page-7", "period=90d&page=%2Fpage-7"],
        ["90d, device Mobile", "period=90d&device=Mobile"],
      ]) {
        console.log(`dashboard ${label}: ${await timeGets(server, `${server.baseUrl}/svcs/admin-dashboard/analytics?${query}`, cookie)} (one filter: rollups)`);
      }
      console.log(
        `dashboard 7d, country GB and device Mobile: ${await timeGets(server, `${server.baseUrl}/svcs/admin-dashboard/analytics?period=7d&country=GB&device=Mobile`, cookie, 2)} (several filters: raw rows)`,
      );
      console.log(
        `dashboard 90d, country GB and device Mobile: ${await timeGets(server, `${server.baseUrl}/svcs/admin-dashboard/analytics?period=90d&country=GB&device=Mobile`, cookie, 2)} (several filters: raw rows)`,
      );
      console.log(`reference, /healthz: ${await load(server, { url: `${server.baseUrl}/healthz` })}`);
      const beacon = JSON.stringify({
        type: "pageview",
        path: "/team",
        referrer: "https://www.google.com/",
        screenWidth: 1280,
        screenHeight: 800,
        language: "en-US",
      });
      const headers = { "Content-Type": "application/json", Origin: server.baseUrl, "User-Agent": AGENT };
      // Each beacon from its own forwarded address, as from many visitors: one address is rate limited (120 a minute).
      let visitor = 0;
      const fromAnotherVisitor = (request) => {
        visitor++;
        return { ...request, headers: { ...request.headers, "X-Forwarded-For": `203.0.${(visitor >> 8) & 255}.${visitor & 255}` } };
      };
      const requests = [{ method: "POST", path: "/api/beacon", headers, body: beacon, setupRequest: fromAnotherVisitor }];
      // The same requests refused after the rate limit and parsing (an unknown type): what the beacon costs before it records anything.
      const refused = [{ ...requests[0], body: JSON.stringify({ type: "bench-reference" }) }];
      console.log(`reference, refused beacon: ${await load(server, { url: server.baseUrl, requests: refused })}`);
      console.log(`beacon:             ${await load(server, { url: server.baseUrl, requests })}`);
    } finally {
      await server.stop();
    }
    // The beacon's views of /team would pile up in a kept directory's today; later runs start from the seed again.
    if (keep) await withDatabase(path.join(dataDir, "db"), (db) => db.query(`delete from page_views where day >= current_date - 1 and path = '/team'`));
    console.log(`database size on disk: ${(directoryBytes(path.join(dataDir, "db")) / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}
