// Pages against the machine's limit: a bare Node http server sending the same gzip bytes as the
// app's warm home page (and the same server sending the app's headers too), the app's warm pages
// (page-cache hits; the home page asked with a new gclid each time, as ad clicks ask for it, beside
// it) and uncached renders (?bench=<n>, a parameter the cache keys on only when the server runs
// with EVENT_LOOP_PROBE), side by side in interleaved rounds of one run. Prints numbers; asserts nothing.
// The warm group runs per core: every server pinned to one core and wrk to the other (taskset;
// BENCH_PIN=0 leaves them unpinned), so a warm page is compared with the bare server sending the
// app's headers on the same core (issue 43: at least 0.9x its req/s, p99 at most 1.5x its p99).
// Targets: warm at 0.5x or more of bare with p99 under 10 ms; uncached at 250 req/s or more with
// p99 under 250 ms; no render blocking the event loop for more than 20 ms. A second server with
// RENDER_WORKERS=0 gives the uncached home page rendered on the main thread as a reference.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { pinning } from "../lib/cpu-pinning.mjs";
import { freePort } from "../lib/postgres-cluster.mjs";
import { formatMs, loadGenerator, measure } from "../lib/load.mjs";
import { git, referenceBuild } from "../lib/reference-build.mjs";

export const title = "Throughput: bare Node vs the app's warm and uncached pages (50 connections, interleaved rounds)";

/**
 * The machine's speed drifts by half within minutes (other tenants), so the rows are measured in
 * interleaved rounds and each figure is the median of its rounds: a row is never compared with a
 * reference measured a minute earlier under different conditions.
 */
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 3;
/** The render-worker references run on servers of their own, once each. */
const REFERENCE_SECONDS = 10;
const HEADERS = { "accept-encoding": "gzip" };
/** The page cache keys every page on it when the server runs with EVENT_LOOP_PROBE (server/page-query-rules.ts). */
const UNCACHED_PARAMETER = "bench";
/** Google Ads' click id: a new one on every ad click, read by no page (app/lib/site/page-query.ts). */
const CLICK_ID_PARAMETER = "gclid";
/** Until its render workers are ready a fresh server renders on its main thread (seconds on a busy machine). */
const WORKERS_START_MS = 10_000;
/** BENCH_REFERENCE=<commit>: that commit's build also runs, pinned like the app, and its warm pages are rows of the warm group. */
const REFERENCE_COMMIT = process.env.BENCH_REFERENCE ?? null;
/** Issue 43's targets for a warm page against the reference sending the app's headers, pinned. */
const WARM_TARGET_RATIO = 0.9;
const WARM_TARGET_P99_RATIO = 1.5;
/** taskset's cores for this run (null: unpinned), and how wrk is started while the warm group is pinned. */
const pins = pinning();
let startLoad;

// It keeps the same event-loop and GC readings as the app's probe, so the app's loop columns have a reference.
const BARE_SERVER = `
const { createServer } = require("node:http");
const { monitorEventLoopDelay, PerformanceObserver } = require("node:perf_hooks");
const body = require("node:fs").readFileSync(process.argv[1]);
const appHeaders = process.argv[3] ? JSON.parse(require("node:fs").readFileSync(process.argv[3], "utf8")) : null;
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
let gcMaxMs = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration); }).observe({ entryTypes: ["gc"] });
process.on("message", (message) => {
  const cpu = process.cpuUsage();
  const thread = process.threadCpuUsage();
  if (message === "read") process.send({ maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6, gcMaxMs, processCpuMs: (cpu.user + cpu.system) / 1000, mainThreadCpuMs: (thread.user + thread.system) / 1000 });
  loop.reset();
  gcMaxMs = 0;
});
createServer((req, res) => {
  if (appHeaders) res.writeHead(200, appHeaders);
  else res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length });
  res.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => process.send("listening"));
`;

/**
 * The bare server runs in its own process, like the app, so the load generator does not share its
 * event loop. Given `headers` (a flat name/value list) it sends those instead of its own three.
 */
async function startBareServer(body, headers) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-bare-"));
  const file = path.join(dir, "page.gz");
  writeFileSync(file, body);
  const headersFile = path.join(dir, "headers.json");
  if (headers) writeFileSync(headersFile, JSON.stringify(headers));
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BARE_SERVER, file, String(port), ...(headers ? [headersFile] : [])], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve) => child.once("message", resolve));
  pins?.pin(child.pid, pins.serverCore);
  const ask = (message) =>
    new Promise((resolve) => {
      child.once("message", resolve);
      child.send(message);
    });
  return {
    url: `http://127.0.0.1:${port}/`,
    /** Starts a new period of event-loop and GC readings. */
    resetProbe: () => child.send("reset"),
    /** The bare server's longest event-loop delay, its p99 and longest GC pause since the last reset. */
    readProbe: () => ask("read"),
    async stop() {
      child.kill();
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page as sent on the wire (fetch would decompress it). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"], cache: res.headers["x-cache"], rawHeaders: res.rawHeaders }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** Headers Node's http server writes itself on every response; the rest of a response's headers, as a flat list. */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
function headersAsSent(rawHeaders) {
  const flat = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (!WRITTEN_BY_NODE.has(rawHeaders[i].toLowerCase())) flat.push(rawHeaders[i], rawHeaders[i + 1]);
  return flat;
}

async function firstPostPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/newsletter`)).text();
  return /href="(\/newsletter\/[a-z0-9-]+)"/.exec(html)?.[1] ?? null;
}

/** The server's event-loop probe: longest delay since the last reading, and CPU time used so far. */
const readProbe = async (baseUrl) => (await fetch(`${baseUrl}/__event-loop`)).json();

/**
 * One load against a server with its cost: CPU milliseconds per request for the whole process and
 * for its main thread alone (render workers and zlib are the rest), and the event loop's delay:
 * its 99th percentile (a typical long turn) and its maximum (one stall, or the process not scheduled). CPU per request is far less affected by other work on the machine than req/s.
 */
async function measureWithProbe(baseUrl, pagePath, cold, { warmUp, durationSeconds, coldRepeats = 1, coldParameter = UNCACHED_PARAMETER }) {
  const options = { headers: HEADERS, cold, coldParameter, coldRepeats, run: startLoad };
  // Warm-up: JIT, render workers and caches, as after a few seconds of real traffic.
  if (warmUp) await measure(`${baseUrl}${pagePath}`, { ...options, durationSeconds: WARM_UP_SECONDS });
  const before = await readProbe(baseUrl);
  const load = await measure(`${baseUrl}${pagePath}`, { ...options, durationSeconds });
  const after = await readProbe(baseUrl);
  const requests = Math.max(load.requests, 1);
  return {
    ...load,
    cpuMsPerRequest: (after.processCpuMs - before.processCpuMs) / requests,
    mainThreadCpuMsPerRequest: (after.mainThreadCpuMs - before.mainThreadCpuMs) / requests,
    eventLoopMaxMs: after.maxMs,
    eventLoopP99Ms: after.p99Ms,
    gcMaxMs: after.gcMaxMs,
    renderMaxMs: after.renderMaxMs ?? undefined,
    renderMaxCpuMs: after.renderMaxCpuMs ?? undefined,
  };
}

/** One load against a bare server, with its own event-loop, GC and CPU readings (the CPU the app's rows compare with). */
async function measureBare(bare, { warmUp, durationSeconds }) {
  if (warmUp) await measure(bare.url, { headers: HEADERS, durationSeconds: WARM_UP_SECONDS, run: startLoad });
  const before = await bare.readProbe();
  const load = await measure(bare.url, { headers: HEADERS, durationSeconds, run: startLoad });
  const probe = await bare.readProbe();
  const requests = Math.max(load.requests, 1);
  return {
    ...load,
    eventLoopMaxMs: probe.maxMs,
    eventLoopP99Ms: probe.p99Ms,
    gcMaxMs: probe.gcMaxMs,
    cpuMsPerRequest: (probe.processCpuMs - before.processCpuMs) / requests,
    mainThreadCpuMsPerRequest: (probe.mainThreadCpuMs - before.mainThreadCpuMs) / requests,
  };
}

const defined = (values) => values.filter((value) => value !== undefined && !Number.isNaN(value));
function median(values) {
  const sorted = defined(values).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const worst = (values) => (defined(values).length ? Math.max(...defined(values)) : undefined);
const TYPICAL = [
  "requestsPerSecond",
  "p50",
  "p99",
  "ratio",
  "referenceRatio",
  "referenceP99Ratio",
  "cpuMsPerRequest",
  "mainThreadCpuMsPerRequest",
  "eventLoopP99Ms",
];
const LONGEST = ["eventLoopMaxMs", "gcMaxMs", "renderMaxMs", "renderMaxCpuMs"];

/** A row's rounds as one: the median of each typical figure, the worst of each longest one, the sum of failures. */
function combineRounds(label, rounds) {
  const row = { label, non2xx: 0, errors: 0 };
  for (const key of TYPICAL) row[key] = median(rounds.map((round) => round[key]));
  for (const key of LONGEST) row[key] = worst(rounds.map((round) => round[key]));
  for (const round of rounds) {
    row.non2xx += round.non2xx ?? 0;
    row.errors += round.errors ?? 0;
  }
  return row;
}

const cell = (text, width) => String(text).padStart(width);

export async function run({ baseUrl, root, startServer, serverPid }) {
  const loadAtStart = os.loadavg()[0];
  const old = REFERENCE_COMMIT ? referenceBuild(root, REFERENCE_COMMIT) : null;
  const oldServer = old ? await startServer({ EVENT_LOOP_PROBE: "1" }, old.dir) : null;
  const oldPostPath = oldServer ? await firstPostPath(oldServer.baseUrl) : null;
  if (oldServer) for (const page of ["/", oldPostPath].filter(Boolean)) for (let i = 0; i < 2; i++) await gzipBytes(`${oldServer.baseUrl}${page}`);
  const postPath = await firstPostPath(baseUrl);
  // Two requests store a page (the first only marks it as asked for); the third is a hit.
  for (const page of ["/", postPath].filter(Boolean)) for (let i = 0; i < 2; i++) await gzipBytes(`${baseUrl}${page}`);
  const home = await gzipBytes(`${baseUrl}/`);
  if (home.encoding !== "gzip" || home.cache !== "HIT")
    console.log(`note: the warm home page came back ${home.encoding ?? "uncompressed"}, x-cache ${home.cache ?? "none"}`);

  // The second bare row sends the app's own response headers too (security headers, CSP, ETag, ...):
  // the least any server answering with the app's exact bytes can do, without its per-response work.
  const bare = await startBareServer(home.body);
  const bareWithHeaders = await startBareServer(home.body, headersAsSent(home.rawHeaders));
  const warm = [
    ["bare node:http, same gzip bytes", (options) => measureBare(bare, options)],
    ["reference: bare, the app's headers too", (options) => measureBare(bareWithHeaders, options)],
    ["app warm / (cache hit)", (options) => measureWithProbe(baseUrl, "/", false, options)],
    ["app /?gclid=<new each time> (ad clicks)", (options) => measureWithProbe(baseUrl, "/", true, { ...options, coldParameter: CLICK_ID_PARAMETER })],
    ...(postPath ? [["app warm post page (cache hit)", (options) => measureWithProbe(baseUrl, postPath, false, options)]] : []),
    ...(oldServer
      ? [
          [`old ${old.commit.slice(0, 7)} warm / (cache hit)`, (options) => measureWithProbe(oldServer.baseUrl, "/", false, options)],
          ...(oldPostPath
            ? [[`old ${old.commit.slice(0, 7)} warm post page`, (options) => measureWithProbe(oldServer.baseUrl, oldPostPath, false, options)]]
            : []),
        ]
      : []),
  ];
  const uncached = [
    ["app uncached /?bench=<n>", (options) => measureWithProbe(baseUrl, "/", true, options)],
    ["app /?bench=<n>, each asked twice", (options) => measureWithProbe(baseUrl, "/", true, { ...options, coldRepeats: 2 })],
    ...(postPath ? [["app uncached post page ?bench=<n>", (options) => measureWithProbe(baseUrl, postPath, true, options)]] : []),
  ];
  /** Each row's results, round by round: every round measures every row of the group once, in order. */
  const inRounds = async (group) => {
    const results = group.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, [, measureOnce]] of group.entries()) results[index].push(await measureOnce({ warmUp: round === 0, durationSeconds: ROUND_SECONDS }));
    }
    return results;
  };
  let warmResults;
  let uncachedResults;
  try {
    // The warm group's rounds first, then the uncached group's own: collecting the garbage of
    // thousands of renders would otherwise fall in the next round's warm rows.
    // Per core: the app (all its threads) and the bare servers on one core, wrk on the other.
    if (pins && serverPid) {
      pins.pin(serverPid, pins.serverCore);
      if (oldServer) pins.pin(oldServer.pid, pins.serverCore);
      startLoad = (command, args) => pins.command(pins.loadCore, command, args);
    }
    try {
      warmResults = await inRounds(warm);
    } finally {
      if (pins && serverPid) pins.pin(serverPid, pins.allCores);
      // The old build's part ends with the warm group: its uncached renders are 15-content-before-after's rows.
      await oldServer?.stop();
      startLoad = undefined;
    }
    uncachedResults = await inRounds(uncached);
  } finally {
    await bare.stop();
    await bareWithHeaders.stop();
  }
  // Against the bare server of the same round (for a warm row, measured seconds before).
  const bareRates = warmResults[0].map((result) => result.requestsPerSecond);
  // Warm rows also against the reference sending the app's headers in the same round (issue 43).
  const reference = warmResults[1];
  const results = [...warmResults, ...uncachedResults];
  const rows = [...warm, ...uncached].map(([label], index) =>
    combineRounds(
      label,
      results[index].map((result, round) => ({
        ...result,
        ratio: result.requestsPerSecond / bareRates[round],
        ...(index < warm.length
          ? { referenceRatio: result.requestsPerSecond / reference[round].requestsPerSecond, referenceP99Ratio: result.p99 / reference[round].p99 }
          : {}),
      })),
    ),
  );

  // References for the render workers (docs/decisions/029): the same uncached page rendered on the
  // main thread, and with one worker per core (the default before the amendment, cores minus one now).
  const references = [
    ["reference: uncached /, RENDER_WORKERS=0", "0"],
    [`reference: uncached /, RENDER_WORKERS=${os.availableParallelism()}`, String(os.availableParallelism())],
  ];
  for (const [label, workers] of references) {
    const reference = await startServer({ EVENT_LOOP_PROBE: "1", RENDER_WORKERS: workers });
    try {
      // Workers import the build after the server answers: give them time before the warm-up.
      await new Promise((resolve) => setTimeout(resolve, WORKERS_START_MS));
      const result = await measureWithProbe(reference.baseUrl, "/", true, { warmUp: true, durationSeconds: REFERENCE_SECONDS });
      rows.push({ label, ...result, ratio: result.requestsPerSecond / rows[0].requestsPerSecond });
    } finally {
      await reference.stop();
    }
  }

  const fixed = (value, digits) => (value === undefined ? "" : value.toFixed(digits));
  // A cache hit costs tens of microseconds: three decimals, so old and new warm rows can differ in print.
  const cpuDigits = (value) => (value !== undefined && value < 0.1 ? 3 : 2);
  console.log(
    `new: ${git(root, ["rev-parse", "--short", "HEAD"])}${old ? `; old: ${old.commit.slice(0, 7)} (BENCH_REFERENCE), pinned beside it in the warm group` : ""}; home page: ${home.body.length} bytes gzip; post page: ${postPath ?? "(none found)"}; warm group ${pins ? `pinned: servers on core ${pins.serverCore}, wrk on core ${pins.loadCore}` : "unpinned"}; medians of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s (each row warmed up ${WARM_UP_SECONDS} s first; loop max, GC max and render columns: the worst round), references ${REFERENCE_SECONDS} s once; load from ${loadGenerator()}`,
  );
  console.log(
    `${"".padEnd(42)}${cell("req/s", 8)}${cell("p50 ms", 8)}${cell("p99 ms", 8)}${cell("x bare", 8)}${cell("x ref", 7)}${cell("p99 x ref", 11)}${cell("CPU ms/req", 12)}${cell("main ms/req", 13)}${cell("loop p99 ms", 13)}${cell("loop max ms", 13)}${cell("GC max ms", 11)}${cell("render max ms", 15)}${cell("render CPU max", 16)}`,
  );
  for (const row of rows) {
    const failures = row.non2xx || row.errors ? `  (non-2xx ${row.non2xx}, errors ${row.errors})` : "";
    console.log(
      `${row.label.padEnd(42)}${cell(row.requestsPerSecond.toFixed(0), 8)}${cell(formatMs(row.p50), 8)}${cell(formatMs(row.p99), 8)}${cell(fixed(row.ratio, 2), 8)}${cell(fixed(row.referenceRatio, 2), 7)}${cell(fixed(row.referenceP99Ratio, 2), 11)}` +
        `${cell(fixed(row.cpuMsPerRequest, cpuDigits(row.cpuMsPerRequest)), 12)}${cell(fixed(row.mainThreadCpuMsPerRequest, cpuDigits(row.mainThreadCpuMsPerRequest)), 13)}${cell(fixed(row.eventLoopP99Ms, 1), 13)}${cell(fixed(row.eventLoopMaxMs, 1), 13)}${cell(fixed(row.gcMaxMs, 1), 11)}${cell(fixed(row.renderMaxMs, 1), 15)}${cell(fixed(row.renderMaxCpuMs, 1), 16)}${failures}`,
    );
  }
  console.log("targets: warm >= 0.50x bare with p99 < 10 ms; uncached >= 250 req/s with p99 < 250 ms; loop delay < 20 ms");
  for (const row of rows.slice(2, warm.length).filter((row) => row.label.startsWith("app "))) {
    const met = row.referenceRatio >= WARM_TARGET_RATIO && row.referenceP99Ratio <= WARM_TARGET_P99_RATIO;
    console.log(
      `issue 43, ${row.label}: ${fixed(row.referenceRatio, 2)}x the reference with the app's headers (target >= ${WARM_TARGET_RATIO.toFixed(2)}), p99 ${fixed(row.referenceP99Ratio, 2)}x its p99 (target <= ${WARM_TARGET_P99_RATIO.toFixed(2)}): ${met ? "met" : "NOT MET"}`,
    );
  }
  console.log("x ref, p99 x ref: the median of each round's req/s and p99 against the reference with the app's headers measured seconds before (warm rows)");
  console.log(
    "GC max: the main thread's longest garbage collection pause; render max: the longest a render (and its compression) held a render worker's thread;",
  );
  console.log("render CPU max: the most CPU time one render (and its compression) took: the rest of render max is its thread waiting for a core");
  console.log("loop columns of the bare row: the bare server's own event loop under the same load, the reference for the app's");
  console.log("each asked twice: every query string's second request stores its page (hashes, gzip and brotli of the whole page), at most two at once");
  console.log(
    "ad clicks: every request carries a gclid never seen before; the page cache keys a page on the parameters it reads only, so each is the warm page",
  );
  console.log(
    "bare with the app's headers: the app's warm home page byte for byte (its ~20 headers included) with no work per response: the floor for a cache hit",
  );
  const load = os.loadavg()[0];
  console.log(`load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${load.toFixed(1)} at the end, on ${os.availableParallelism()} cores`);
  if (load > os.availableParallelism())
    console.log(
      `note: load average ${load.toFixed(1)} on ${os.availableParallelism()} cores during this run: req/s and latencies are not representative, CPU ms per request less so`,
    );
}
