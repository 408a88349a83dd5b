// Site search at scale: a PostgreSQL server holding 5,000 posts (about 4 KB each, written straight
// to the database and indexed by the start-up backfill), each search timed beside the same server's
// warm page (a page-cache hit) and an uncached render. Requests one at a time, median of ROUNDS;
// prints numbers, asserts nothing. The search rate limit (60 a minute per address) is above what
// this module sends.
import pg from "pg";
import { startCluster } from "../lib/postgres-cluster.mjs";

export const title = "Site search at 5,000 posts beside a warm page (PostgreSQL server)";

// Smaller while working: SEARCH_BENCH_POSTS=500 SEARCH_BENCH_ROUNDS=3 node scripts/bench.mjs 47-search
const POSTS = Number(process.env.SEARCH_BENCH_POSTS ?? 5_000);
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 7);
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

async function timeOne(url) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url, { vary = false } = {}) {
  await timeOne(vary ? `${url}${url.includes("?") ? "&" : "?"}bench=warmup` : url);
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await timeOne(vary ? `${url}${url.includes("?") ? "&" : "?"}bench=${round}-${Date.now()}` : url));
  return { ms: median(runs.map((run) => run.ms)), status: runs[0].status };
}

async function databaseFor(clusterUrl) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query("create database bench_search");
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = "/bench_search";
  return url.toString();
}

export async function run({ startServer }) {
  let cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.log(`skipped: no PostgreSQL server to run on (${error.message})`);
    return;
  }
  try {
    const databaseUrl = await databaseFor(cluster.url);
    // First start migrates; the posts are then written around the app, as an import would.
    const first = await startServer({ DATABASE_URL: databaseUrl, EVENT_LOOP_PROBE: "1" });
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
    const server = await startServer({ DATABASE_URL: databaseUrl, EVENT_LOOP_PROBE: "1" });
    const { rows } = await client.query("select count(*)::int as posts from search_documents where kind = 'post'");
    console.log(
      `${POSTS} posts: server ready ${(performance.now() - restarted).toFixed(0)} ms after start, the backfill having indexed ${rows[0].posts} posts`,
    );
    await client.end();
    try {
      const warm = await timed(`${server.baseUrl}/`);
      const uncached = await timed(`${server.baseUrl}/`, { vary: true });
      console.log(
        `${POSTS} posts, warm page GET / (cache hit): ${warm.ms.toFixed(1)} ms | uncached render of /: ${uncached.ms.toFixed(1)} ms (median of ${ROUNDS})`,
      );
      for (const [path, label] of SEARCHES) {
        const search = await timed(`${server.baseUrl}${path}`);
        console.log(
          `${POSTS} posts, ${label}: ${search.status}, ${search.ms.toFixed(1)} ms = ${(search.ms / warm.ms).toFixed(1)}x the warm page, ${(search.ms / uncached.ms).toFixed(1)}x the uncached render (median of ${ROUNDS})`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}
