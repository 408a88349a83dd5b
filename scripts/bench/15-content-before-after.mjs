// Public pages with site content against the same pages on the code before it (issue 31: "a page's
// warm and uncached figures stay within 10% of today's in the same run"). The reference commit is
// checked out into a temporary git worktree, given its own dependencies and built once (kept by
// commit under the system's temporary directory, so later runs reuse it); both builds then run side by side, with the same
// settings on fresh data directories, in interleaved rounds. Prints numbers; asserts nothing.
import os from "node:os";
import { git, referenceBuild } from "../lib/reference-build.mjs";
import { formatMs, loadGenerator, measure } from "../lib/load.mjs";

export const title = "Public pages before and after site content: warm and uncached, side by side (50 connections, interleaved rounds)";

/** The last commit before site content (767ea65, "Site content core"); BENCH_REFERENCE names another. */
const REFERENCE = process.env.BENCH_REFERENCE ?? "767ea65^";
/** Within this of the reference's req/s is "as fast as today". */
const TARGET_RATIO = 0.9;
const ROUNDS = Number(process.env.BENCH_CONTENT_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_CONTENT_SECONDS ?? 4);
const WARM_UP_SECONDS = 3;
const HEADERS = { "accept-encoding": "gzip" };
/** Until its render workers are ready a fresh server renders on its main thread. */
const WORKERS_START_MS = 10_000;
/** Every public page kind the issue names: the home page, a resource page, the team page, a post. */
const ALL_PAGES = ["/", "/resources/contribution-limits", "/team", "post"];
/** BENCH_CONTENT_PAGES=/team,post measures only those (a quicker look while working on one page). */
const PAGES = process.env.BENCH_CONTENT_PAGES ? process.env.BENCH_CONTENT_PAGES.split(",").filter((page) => ALL_PAGES.includes(page)) : ALL_PAGES;

async function firstPostPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/newsletter`)).text();
  return /href="(\/newsletter\/[a-z0-9-]+)"/.exec(html)?.[1] ?? null;
}

/** The server's CPU time so far (whole process and main thread), from its event-loop probe. */
const cpuOf = async (baseUrl) => (await fetch(`${baseUrl}/__event-loop`)).json();

/** One load of one page on one server, with the CPU time each request cost it. */
async function measureOnce(server, pagePath, cold, warmUp) {
  const url = `${server.baseUrl}${pagePath}`;
  // ?bench= (the default cold parameter): the new server keys its page cache on it only under EVENT_LOOP_PROBE, the old one on every query.
  const options = { headers: HEADERS, cold };
  if (warmUp) await measure(url, { ...options, durationSeconds: WARM_UP_SECONDS });
  const before = await cpuOf(server.baseUrl);
  const load = await measure(url, { ...options, durationSeconds: ROUND_SECONDS });
  const after = await cpuOf(server.baseUrl);
  const requests = Math.max(load.requests, 1);
  return {
    ...load,
    cpuMsPerRequest: (after.processCpuMs - before.processCpuMs) / requests,
    mainMsPerRequest: (after.mainThreadCpuMs - before.mainThreadCpuMs) / requests,
  };
}

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const cell = (text, width) => String(text).padStart(width);
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

export async function run({ root, startServer }) {
  const reference = referenceBuild(root, REFERENCE);
  const head = git(root, ["rev-parse", "--short", "HEAD"]);
  const dirty = git(root, ["status", "--porcelain", "--untracked-files=no"]) ? " with uncommitted changes" : "";
  const env = { EVENT_LOOP_PROBE: "1" };
  const servers = { new: await startServer(env), old: await startServer(env, reference.dir) };
  try {
    await new Promise((resolve) => setTimeout(resolve, WORKERS_START_MS));
    const paths = {};
    for (const [name, server] of Object.entries(servers)) {
      const post = await firstPostPath(server.baseUrl);
      paths[name] = Object.fromEntries(PAGES.map((page) => [page, page === "post" ? post : page]));
      // Two requests store a page (the first only marks it as asked for); later ones are hits.
      for (const page of Object.values(paths[name]).filter(Boolean)) for (let i = 0; i < 2; i++) await fetch(`${server.baseUrl}${page}`, { headers: HEADERS });
    }
    const rows = PAGES.flatMap((page) => [
      { page, mode: "warm", cold: false },
      { page, mode: "uncached", cold: true },
    ]).filter((row) => paths.new[row.page] && paths.old[row.page]);
    const results = rows.map(() => ({ new: [], old: [] }));
    const loadAverages = [os.loadavg()[0]];
    // Warm rows' rounds first, then uncached ones (their garbage would fall in the warm rows); in each
    // round new and old run back to back, in alternating order, so drift on the machine hits both.
    for (const mode of ["warm", "uncached"]) {
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, row] of rows.entries()) {
          if (row.mode !== mode) continue;
          const order = round % 2 ? ["old", "new"] : ["new", "old"];
          for (const name of order) results[index][name].push(await measureOnce(servers[name], paths[name][row.page], row.cold, round === 0));
        }
        loadAverages.push(os.loadavg()[0]);
      }
    }

    console.log(
      `new: ${head}${dirty} (${root}); old: ${reference.commit.slice(0, 7)} (${REFERENCE}), built in ${reference.dir} with its own package-lock.json's dependencies`,
    );
    console.log(
      `post page: new ${paths.new.post ?? "(none)"}, old ${paths.old.post ?? "(none)"}; medians of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s (each row warmed up ${WARM_UP_SECONDS} s first); ratio = the median of each round's new/old req/s; load from ${loadGenerator()}, unpinned`,
    );
    console.log(
      `${"".padEnd(40)}${cell("new req/s", 10)}${cell("p50", 7)}${cell("p99", 7)}${cell("CPU ms", 8)}${cell("main ms", 9)}  |${cell("old req/s", 10)}${cell("p50", 7)}${cell("p99", 7)}${cell("CPU ms", 8)}${cell("main ms", 9)}  |${cell("new/old", 9)}${cell("rounds", 12)}${cell("CPU new/old", 13)}`,
    );
    for (const [index, row] of rows.entries()) {
      const { new: after, old: before } = results[index];
      const figure = (rounds, key) => median(rounds.map((result) => result[key]));
      const ratios = after.map((result, round) => result.requestsPerSecond / before[round].requestsPerSecond);
      const ratio = median(ratios);
      // The spread of the rounds' ratios: how far one run's median may be trusted on a shared machine.
      const spread = `${fixed(Math.min(...ratios), 2)}-${fixed(Math.max(...ratios), 2)}`;
      const cpuRatio = median(after.map((result, round) => result.cpuMsPerRequest / before[round].cpuMsPerRequest));
      const failures = [...after, ...before].reduce((sum, result) => sum + (result.non2xx ?? 0) + (result.errors ?? 0), 0);
      const verdict = ratio >= TARGET_RATIO ? "" : "  BELOW 0.90";
      const side = (rounds) =>
        `${cell(figure(rounds, "requestsPerSecond").toFixed(0), 10)}${cell(formatMs(figure(rounds, "p50")), 7)}${cell(formatMs(figure(rounds, "p99")), 7)}${cell(fixed(figure(rounds, "cpuMsPerRequest"), 2), 8)}${cell(fixed(figure(rounds, "mainMsPerRequest"), 2), 9)}`;
      console.log(
        `${`${row.mode} ${row.page === "post" ? "post page" : row.page}${row.cold ? "?bench=<n>" : ""}`.padEnd(40)}${side(after)}  |${side(before)}  |${cell(fixed(ratio, 2), 9)}${cell(spread, 12)}${cell(fixed(cpuRatio, 2), 13)}${verdict}${failures ? `  (non-2xx or errors: ${failures})` : ""}`,
      );
    }
    console.log(
      `target: new/old req/s >= ${TARGET_RATIO.toFixed(2)} for every row (rounds: the lowest and highest of the rounds' new/old); p50 and p99 in ms; CPU ms and main ms: CPU time per request of the whole process and of its main thread (the first is less affected by other work on the machine than req/s)`,
    );
    console.log(`load average (1 min) during the rounds: ${loadAverages.map((load) => load.toFixed(1)).join(", ")} on ${os.availableParallelism()} cores`);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}
