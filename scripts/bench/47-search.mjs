// Site search at scale: a PostgreSQL server holding 5,000 posts (about 4 KB each, written straight
// to the database and indexed by the start-up backfill), each search timed beside the same server's
// warm page and an uncached render. The warm page is the home page answered from the page cache (a
// hit: its X-Cache header is checked and printed); the uncached render is the same page with a query
// parameter the cache keys on (`bench`), rendered every time. Requests one at a time, in rounds: each
// round times the warm page, the uncached render and every search once, so a change in the shared
// machine's load reaches every row alike; each row is the median of its ROUNDS. Prints numbers,
// asserts nothing. Each request comes from its own address (X-Forwarded-For from the benchmarking
// range 198.18.0.0/15, TRUST_PROXY=loopback), as visitors' searches do: the search rate limit (60 a
// minute per address) never answers one, and any answer but 200 is printed.
// A search answers a query asked before at the same content version from what it found then
// (decision 097). So each round starts with a content change (the version bumped and announced, as
// a publish does; then, untimed, the warm page cached again and one search of another query, which
// pays what the first search after a change pays once) and times every search twice: first computed
// (nothing kept for it), then asked again (kept).
import os from "node:os";
import pg from "pg";
import { benchCluster, createDatabase } from "../lib/bench-database.mjs";

export const title = "Site search at 5,000 posts beside a warm page (PostgreSQL server)";

// Smaller while working: SEARCH_BENCH_POSTS=500 SEARCH_BENCH_ROUNDS=3 node scripts/bench.mjs 47-search
const POSTS = Number(process.env.SEARCH_BENCH_POSTS ?? 5_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 15);
const SEARCHES = [
  ["/search?q=quixotic", "search, a word in one post's body"],
  ["/search?q=contribution+limits", "search, words in every post (ranked, 20 shown)"],
  ["/search?q=2026+family+limit", "search with a figure answer"],
  ["/search?q=contributon+limt", "search with a typo (corrected, searched again)"],
  ["/search?q=zzyzx+qwvxk", "search that finds nothing (correction tried, miss counted)"],
];
const headers = { "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench" };

function postBody(n) {
  const paragraph = (k) =>
    `<p>Paragraph ${k} of post ${n}: contribution limits, catch-up rules and the ${n % 97}th employer question. ` +
    `Account holders who keep receipts avoid corrections later; administrators who reconcile monthly see fewer excess contributions.</p>`;
  return `<h2>Post ${n}</h2>${Array.from({ length: 12 }, (_, k) => paragraph(k)).join("\n")}${n === Math.min(4_242, POSTS) ? "<p>Quixotic footnote.</p>" : ""}`;
}

async function insertPosts(client) {
  for (let start = 1; start <= POSTS; start += 500) {
    const values = [];
    const params = [];
    for (let n = start; n < Math.min(start + 500, POSTS + 1); n++) {
      const number = String(n).padStart(5, "0");
      const row = [`search-post-${number}`, `Search post ${number}`, "2025-01-01", `Excerpt of post ${number}.`, postBody(n), "Compliance"];
      values.push(`(${row.map((_, i) => `$${params.length + i + 1}`).join(", ")}, 'published', now())`);
      params.push(...row);
    }
    await client.query(`insert into posts (slug, title, date, excerpt, content, category, status, published_at) values ${values.join(", ")}`, params);
  }
  await client.query("vacuum (analyze) posts");
}

let requests = 0;
/** The next address of the benchmarking range (198.18.0.0/15): each request its own visitor. */
function nextAddress() {
  requests += 1;
  return `198.18.${(requests >> 8) & 255}.${requests & 255}`;
}

async function timeOne(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, "x-forwarded-for": nextAddress() } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, cache: response.headers.get("x-cache") };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Every row timed once per round, side by side. Rows are { label, url(round) }. Before the rounds,
 * each row is asked twice (the page cache stores a page on its second request, and the server's
 * connections and caches warm up). `beforeRound` runs first in every round, untimed.
 */
async function timedSideBySide(rows, beforeRound) {
  for (const row of rows) for (const round of ["warmup-1", "warmup-2"]) await timeOne(row.url(round));
  const runs = new Map(rows.map((row) => [row.label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    await beforeRound(round);
    for (const row of rows) runs.get(row.label).push(await timeOne(row.url(round)));
  }
  return new Map(
    rows.map((row) => {
      const measured = runs.get(row.label);
      const statuses = [...new Set(measured.map((run) => run.status))].join("/");
      const hits = measured.filter((run) => run.cache === "HIT").length;
      return [row.label, { ms: median(measured.map((run) => run.ms)), statuses, hits }];
    }),
  );
}

export async function run({ startServer }) {
  const cluster = await benchCluster();
  if (!cluster) return;
  try {
    const databaseUrl = await createDatabase(cluster.url, "bench_search");
    // First start migrates; the posts are then written around the app, as an import would.
    const env = { DATABASE_URL: databaseUrl, EVENT_LOOP_PROBE: "1", TRUST_PROXY: "loopback" };
    const first = await startServer(env);
    const client = new pg.Client({ connectionString: databaseUrl });
    // A connection the cluster drops (it is stopped when a server fails to start) is reported by the finally blocks, not as an unhandled event.
    client.on("error", (error) => console.log(`bench database connection: ${error.message}`));
    await client.connect();
    try {
      await insertPosts(client);
    } finally {
      await first.stop();
    }
    const restarted = performance.now();
    const server = await startServer(env);
    const { rows } = await client.query("select count(*)::int as posts from search_documents where kind = 'post'");
    console.log(
      `${POSTS} posts: server ready ${(performance.now() - restarted).toFixed(0)} ms after start, the backfill having indexed ${rows[0].posts} posts`,
    );
    try {
      const rows = [
        { label: "warm", url: () => `${server.baseUrl}/` },
        { label: "uncached", url: (round) => `${server.baseUrl}/?bench=${round}-${Date.now()}` },
        ...SEARCHES.map(([path, label]) => ({ label, url: () => `${server.baseUrl}${path}` })),
        ...SEARCHES.map(([path, label]) => ({ label: `${label}, asked again`, url: () => `${server.baseUrl}${path}` })),
      ];
      // A content change, as a publish makes it: every kept search outcome and cached page is dropped.
      const contentChange = async (round) => {
        await client.query("update app_state set version = version + 1 where key = 'blog.content'");
        await client.query("select pg_notify('content_changed', 'bench')");
        await new Promise((resolve) => setTimeout(resolve, 100));
        for (let n = 0; n < 2; n++) await timeOne(`${server.baseUrl}/`);
        // What the first search of any query pays once per content version (the figures, synonyms and
        // layout read again, the render workers sent the new content), so the rows time the search.
        await timeOne(`${server.baseUrl}/search?q=warm+up+${round}`);
      };
      const loadBefore = os.loadavg();
      const measured = await timedSideBySide(rows, contentChange);
      const loads = [loadBefore, os.loadavg()].map((load) => load.map((value) => value.toFixed(2)).join(" "));
      console.log(`load average before the rounds ${loads[0]}, after ${loads[1]}`);
      const warm = measured.get("warm");
      const uncached = measured.get("uncached");
      console.log(
        `${POSTS} posts, warm page GET / (a page-cache hit in ${warm.hits} of ${ROUNDS} rounds): ${warm.ms.toFixed(1)} ms | uncached render of / (${uncached.hits} hits): ${uncached.ms.toFixed(1)} ms (medians of ${ROUNDS} rounds, every row timed once per round)`,
      );
      for (const [, label] of SEARCHES) {
        for (const [row, how] of [
          [label, "first after a content change"],
          [`${label}, asked again`, "asked again"],
        ]) {
          const search = measured.get(row);
          console.log(
            `${POSTS} posts, ${label}, ${how}: ${search.statuses}, ${search.ms.toFixed(1)} ms = ${(search.ms / warm.ms).toFixed(1)}x the warm page (target: 3x), ${(search.ms / uncached.ms).toFixed(1)}x the uncached render`,
          );
        }
      }
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}
