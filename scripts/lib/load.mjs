// Bounded HTTP load on loopback: a fixed duration, then a summary. wrk (Debian's package, C, one
// thread on epoll) when it can be had, as the issue's own figures were measured; autocannon otherwise.
// On a 2-core machine autocannon held a whole core at 10,000 req/s and its own delays set the p99
// it reported (a bare Node server: 11,000 req/s, p99 15 ms with autocannon; 35,000, p99 4 ms with wrk).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const WRK = "/usr/bin/wrk";

/**
 * Unique across every load of this process and across processes: a query string seen twice would
 * be stored in the page cache on its second request, and later requests of it would be hits.
 */
const RUN = `${process.pid.toString(36)}${Date.now().toString(36)}`;
let coldLoads = 0;

/** Installs wrk through apt when we are root on Debian and it is absent; returns the load generator used. */
export function ensureLoadGenerator() {
  if (!existsSync(WRK) && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "wrk"], { stdio: "ignore", env });
    } catch {
      try {
        execFileSync("apt-get", ["update", "-q"], { stdio: "ignore", env });
        execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", "wrk"], { stdio: "ignore", env });
      } catch {
        // autocannon below
      }
    }
  }
  return loadGenerator();
}

export const loadGenerator = () => (existsSync(WRK) ? "wrk" : "autocannon");

/**
 * `cold: true` appends a unique query string to every request, so each one misses the page
 * cache and is rendered: the cost of a page nobody has asked for yet. With `coldRepeats: 2` each
 * such query string is asked for twice in a row (a page the cache stores on its second request).
 * `run(command, args)` returns the command and arguments that start wrk (to pin it to a core, say).
 */
export async function measure(url, options = {}) {
  return loadGenerator() === "wrk" ? measureWithWrk(url, options) : measureWithAutocannon(url, options);
}

async function measureWithAutocannon(
  url,
  { connections = 50, durationSeconds = 8, headers = {}, cold = false, coldParameter = "bench", coldRepeats = 1 } = {},
) {
  const target = new URL(url);
  const load = ++coldLoads;
  let asked = 0;
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: durationSeconds,
    headers,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const path = `${target.pathname}${target.search}`;
          const separator = target.search ? "&" : "?";
          return { ...request, path: cold ? `${path}${separator}${coldParameter}=${RUN}-${load}-${Math.floor(asked++ / coldRepeats)}` : path };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A wrk script whose requests carry a query string no request of another load had, each `repeats` times in a row. */
function coldScript(dir, target, coldParameter, repeats) {
  const file = path.join(dir, "cold.lua");
  const base = `${target.pathname}${target.search}${target.search ? "&" : "?"}${coldParameter}=${RUN}-${++coldLoads}-`;
  writeFileSync(
    file,
    `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", ${JSON.stringify(base)} .. math.floor((n - 1) / ${repeats}))\nend\n`,
  );
  return file;
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  return match ? Number(match[1]) * UNIT_MS[match[2]] : Number.NaN;
}

/** The figures of wrk's --latency report. */
export function parseWrkReport(report) {
  const number = (pattern) => Number(pattern.exec(report)?.[1] ?? 0);
  const percentile = (p) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(report)?.[1] ?? "");
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    p50: percentile(50),
    p99: percentile(99),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

async function measureWithWrk(
  url,
  {
    connections = 50,
    durationSeconds = 8,
    headers = {},
    cold = false,
    coldParameter = "bench",
    coldRepeats = 1,
    run = (command, args) => [command, args],
  } = {},
) {
  const target = new URL(url);
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-wrk-"));
  const args = ["-t1", `-c${connections}`, `-d${durationSeconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (cold) args.push("-s", coldScript(dir, target, coldParameter, coldRepeats));
  args.push(url);
  try {
    const report = await new Promise((resolve, reject) => {
      const child = spawn(...run(WRK, args), { stdio: ["ignore", "pipe", "inherit"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}: ${output}`))));
    });
    return parseWrkReport(report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds as a load reports them: one decimal below 10 ms (wrk measures microseconds). */
export const formatMs = (ms) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

export function formatLoad(label, r) {
  return `${label}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${formatMs(r.p50)} ms, p99 ${formatMs(r.p99)} ms${r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : ""}`;
}
