// The first visitor after a quiet spell (decision 099): two servers on one PostgreSQL server, one
// closing pooled connections idle for 30 s (DATABASE_IDLE_CLOSE_SECONDS=30, how the pool worked
// before; it warms none at start either) and one keeping them (the default: idle connections kept,
// the first four warmed at start). Each round waits QUIET_SECONDS without a request, announces a
// content change (as a publish does: every instance reads its content again), then times, on each
// server in turn, an uncached render of the home page (a `bench` value the cache has not seen) and
// a search no one asked before (the same words "or" a new one: nothing kept for it); then a content
// change and the same again at once, with the connections just used (the busy reference). Which
// server goes first alternates by round. Prints medians and each round's times; asserts nothing.
// Without the content change the two servers measured alike: a page's content is kept in the
// process, so a render after a quiet spell asks little of the database.
import pg from "pg";
import { benchCluster, createDatabase } from "../lib/bench-database.mjs";

export const title = "After a quiet spell: pooled connections closed after 30 s idle vs kept (PostgreSQL server)";

const QUIET_SECONDS = Number(process.env.QUIET_SECONDS ?? 35);
const ROUNDS = Number(process.env.QUIET_ROUNDS ?? 5);
const SERVERS = [
  ["closes idle connections after 30 s", { DATABASE_IDLE_CLOSE_SECONDS: "30" }],
  ["keeps idle connections (default)", {}],
];
const REQUESTS = [
  ["uncached render of /", (asked) => `/?bench=quiet-${asked}`],
  // "or" a word no page holds: matches what "contribution limits" matches, under a query never asked.
  ["search (words in many pages)", (asked) => `/search?q=contribution+limits+or+quiet${asked}`],
];
const headers = { "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench" };

let requests = 0;
/** Each request its own visitor from the benchmarking range (198.18.0.0/15), as in 47-search: no rate limit answers. */
function nextAddress() {
  requests += 1;
  return `198.19.${(requests >> 8) & 255}.${requests & 255}`;
}

async function timeOne(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, "x-forwarded-for": nextAddress() } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run({ startServer }) {
  const cluster = await benchCluster();
  if (!cluster) return;
  const servers = [];
  try {
    const databaseUrl = await createDatabase(cluster.url, "bench_quiet");
    const base = { DATABASE_URL: databaseUrl, EVENT_LOOP_PROBE: "1", TRUST_PROXY: "loopback" };
    // One after the other: the first migrates.
    for (const [label, env] of SERVERS) servers.push({ label, server: await startServer({ ...base, ...env }), times: new Map() });
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("error", (error) => console.log(`bench database connection: ${error.message}`));
    await client.connect();
    const contentChange = async () => {
      await client.query("update app_state set version = version + 1 where key = 'blog.content'");
      await client.query("select pg_notify('content_changed', 'bench')");
      await pause(200);
    };
    const record = (entry, key, timed) => {
      if (!entry.times.has(key)) entry.times.set(key, []);
      entry.times.get(key).push(timed);
    };
    let asked = 0;
    const next = () => `${Date.now()}x${(asked += 1)}`;
    // Every server warmed once (workers started, each request's code loaded).
    for (const { server } of servers) for (const [, path] of REQUESTS) for (let n = 0; n < 2; n++) await timeOne(`${server.baseUrl}${path(next())}`);
    for (let round = 0; round < ROUNDS; round++) {
      await pause(QUIET_SECONDS * 1000);
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const phase of ["after quiet", "at once again"]) {
        await contentChange();
        for (const entry of order) {
          for (const [label, path] of REQUESTS) record(entry, `${label}|${phase}`, await timeOne(`${entry.server.baseUrl}${path(next())}`));
        }
      }
    }
    await client.end();
    console.log(`${ROUNDS} rounds, each after ${QUIET_SECONDS} s without a request and a content change; medians (ms)`);
    for (const [label] of REQUESTS) {
      for (const entry of servers) {
        const [quiet, busy] = ["after quiet", "at once again"].map((phase) => entry.times.get(`${label}|${phase}`));
        const statuses = [...new Set([...quiet, ...busy].map((timed) => timed.status))].join("/");
        const quietMs = median(quiet.map((timed) => timed.ms));
        const busyMs = median(busy.map((timed) => timed.ms));
        const each = (timed) => timed.map((one) => one.ms.toFixed(0)).join(" ");
        console.log(
          `${label}, ${entry.label}: ${statuses}, after quiet ${quietMs.toFixed(1)} ms | at once again ${busyMs.toFixed(1)} ms (${(quietMs / busyMs).toFixed(1)}x); each round: ${each(quiet)} | ${each(busy)}`,
        );
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
    cluster.stop();
  }
}
