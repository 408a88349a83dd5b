// Analytics at scale: 5 million page views seeded into the embedded database with generate_series,
// rolled up by the server's own job, then the Analytics tab's response time for 7, 30 and 90 days,
// the beacon's throughput and the database's size. Prints numbers; asserts nothing.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { freePort } from "../lib/postgres-cluster.mjs";

export const title = "Analytics: 5 million page views on the embedded database";

const PAGE_VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 5_000_000);
const DAYS = 366;
const CHUNK = 500_000;
const ADMIN = { username: "admin", password: "Bench-Admin-Password-1" };
const AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Starts the built server on `dataDir`; resolves once a log line matches `until` (or it answers on /). */
async function startOn(root, dataDir, until) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "build/node/server.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: "info", ADMIN_PASSWORD: ADMIN.password },
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
      if (lines.some((line) => until.test(line))) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  child.stdout.resume();
  return { baseUrl, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

function directoryBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? directoryBytes(full) : statSync(full).size);
  }, 0);
}

async function seed(dbDir) {
  const db = await PGlite.create(dbDir);
  // Spread over the last DAYS days (today included); about 3 views per visit, 4 per visitor.
  for (let start = 0; start < PAGE_VIEWS; start += CHUNK) {
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
      from generate_series(${start}, ${Math.min(start + CHUNK, PAGE_VIEWS) - 1}) as i`);
  }
  await db.query(`
    insert into analytics_events (occurred_at, day, name, path, params, visitor_id, session_id)
    select occurred_at, day, (array['generate_lead', 'begin_checkout', 'newsletter_signup', 'scroll_depth'])[1 + (abs(hashtext(id::text)) % 4)], path, '{"percent": 50}', visitor_id, session_id
    from page_views where abs(hashtext(id::text)) % 50 = 0`);
  // The first start already ran this hour's (empty) rollup; free the slot so the next start rolls up the seeded days.
  await db.query(`delete from job_runs where job = 'analytics-rollups'`);
  await db.close();
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/svcs/team`, {
    method: "POST",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });
  return response.headers.get("set-cookie").split(";")[0];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ root }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-bench-analytics-"));
  try {
    const first = await startOn(root, dataDir, /job runner started/);
    await first.stop();

    let started = performance.now();
    await seed(path.join(dataDir, "db"));
    console.log(`seeded ${PAGE_VIEWS.toLocaleString("en-US")} page views over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const server = await startOn(root, dataDir, /analytics rolled up/);
    console.log(`server start + rollup of ${DAYS - 1} closed days: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    try {
      const cookie = await signIn(server.baseUrl);
      for (const period of ["7d", "30d", "90d"]) {
        const times = [];
        for (let round = 0; round < 7; round++) {
          const begun = performance.now();
          const response = await fetch(`${server.baseUrl}/svcs/admin-dashboard/analytics?period=${period}`, { headers: { Cookie: cookie } });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
          if (round > 0) times.push(performance.now() - begun);
        }
        console.log(`dashboard ${period.padEnd(3)}: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (6 requests after one warm-up, full page)`);
      }
      const beacon = await autocannon({
        url: `${server.baseUrl}/api/beacon`,
        connections: 20,
        duration: 5,
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.baseUrl, "User-Agent": AGENT },
        body: JSON.stringify({ type: "pageview", path: "/team", referrer: "https://www.google.com/", screenWidth: 1280, screenHeight: 800, language: "en-US" }),
      });
      console.log(`beacon: ${beacon.requests.average.toFixed(0)} req/s, p50 ${beacon.latency.p50} ms, p99 ${beacon.latency.p99} ms (20 connections${beacon.non2xx ? `, non-2xx ${beacon.non2xx}` : ""})`);
    } finally {
      await server.stop();
    }
    console.log(`database size on disk: ${(directoryBytes(path.join(dataDir, "db")) / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
