// Cost of a content change against the blog's size: a server on a PostgreSQL server holding many
// posts (about 4 KB each) times the first request to a page after one post was edited, beside the
// same page unchanged but not in the page cache, and reports the server's memory (RSS) as pages
// are read and posts edited. Posts are written straight to the database, sealed as the app's save
// path seals them (see sealFor), so pages show them without sanitizing again; the same edits
// without a seal stand for rows written by anything else. Prints numbers; asserts nothing.
import { createHmac, hkdfSync } from "node:crypto";
import pg from "pg";
import { signInAsBenchAdmin } from "../lib/bench-admin.mjs";
import { rssMb } from "../lib/process-memory.mjs";
import { benchCluster, createDatabase } from "../lib/bench-database.mjs";
import { untilAnswering } from "../lib/admin-bundles.mjs";

export const title = "Blog at scale: first page after an edit vs unchanged, and memory (PostgreSQL server)";

const SIZES = [50, 5_000];
const ROUNDS = 5;
const EDITS = 20;
const POST_PATH = "/newsletter/scale-post-00007";
const PAGES = [
  ["/", "GET /"],
  ["/newsletter", "GET /newsletter"],
  [POST_PATH, "GET post page"],
];
const headers = { "accept-encoding": "gzip, br" };
/** The servers' session secret, so the bench can seal what it writes as the app's save path does. */
const SESSION_SECRET = "bench-blog-scale-session-secret-0123456789";
const SEAL_KEY = Buffer.from(hkdfSync("sha256", SESSION_SECRET, "post-body-seal", "sanitized post body seal v1", 32));

/** What app/services/blog/body-seal.server.ts writes for a sanitized body without news items. */
const sealFor = (content) =>
  createHmac("sha256", SEAL_KEY)
    .update(JSON.stringify([content, []]))
    .digest("base64url");

const CATEGORIES = ["Compliance", "Savings", "Eligibility", "Investment", "Business", "Trends"];
const TYPES = ["news", "newsletter", "webinar", null];

/** About 4 KB of ordinary post markup, different for every post. */
function postBody(n) {
  const paragraph = (k) =>
    `<p>Paragraph ${k} of post ${n}: contribution limits, catch-up rules and the ${n % 97}th employer question. ` +
    `Account holders who keep receipts avoid corrections later; administrators who reconcile monthly see fewer excess contributions. ` +
    `<a href="https://example.com/guide/${n}/${k}">Read the guide</a>.</p>`;
  return `<h2>Post ${n}</h2>${Array.from({ length: 12 }, (_, k) => paragraph(k)).join("\n")}`;
}

async function insertPosts(client, count) {
  const batch = 500;
  for (let start = 1; start <= count; start += batch) {
    const values = [];
    const params = [];
    for (let n = start; n < Math.min(start + batch, count + 1); n++) {
      const number = String(n).padStart(5, "0");
      const date = new Date(Date.UTC(2015, 0, 1) + n * 3_600_000 * 12).toISOString().slice(0, 10);
      const content = postBody(n);
      const row = [
        `scale-post-${number}`,
        `Scale post ${number}`,
        date,
        `Excerpt of scale post ${number}.`,
        content,
        sealFor(content),
        CATEGORIES[n % CATEGORIES.length],
        TYPES[n % TYPES.length],
        n % 500 === 0,
      ];
      values.push(`(${row.map((_, i) => `$${params.length + i + 1}`).join(", ")}, 'published', now())`);
      params.push(...row);
    }
    await client.query(
      `insert into posts (slug, title, date, excerpt, content, body_seal, category, type, featured, status, published_at) values ${values.join(", ")}`,
      params,
    );
  }
  // What autovacuum does within a minute of a bulk load on a server (and the maintenance job daily
  // on the embedded database): without statistics the planner guesses a hundred public posts and
  // sorts them all rather than reading the list's first page from its index.
  await client.query("vacuum (analyze) posts");
  await announceChange(client);
}

/** What the write service does after every change: bump the shared content version and NOTIFY. */
async function announceChange(client) {
  await client.query(
    "insert into app_state (key, value, version) values ('blog.content', '{}', 1) on conflict (key) do update set version = app_state.version + 1, updated_at = now()",
  );
  await client.query("select pg_notify('content_changed', 'blog')");
}

/** Another instance edits one post (sealed unless `sealed` is false): its row and version change, then the change is announced. */
async function editPost(client, slug, round, { sealed = true } = {}) {
  await client.query("begin");
  const [row] = (await client.query("select content from posts where slug = $1 for update", [slug])).rows;
  if (row) {
    const content = `${row.content}<p>Edit ${round}.</p>`;
    await client.query("update posts set content = $2, body_seal = $3, version = version + 1, updated_at = now() where slug = $1", [
      slug,
      content,
      sealed ? sealFor(content) : null,
    ]);
  }
  await announceChange(client);
  await client.query("commit");
  // The NOTIFY reaches the server's LISTEN connection asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function timeOne(url, extraHeaders = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, ...extraHeaders } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

const LIBRARY_IMAGES = 120;

/** A library of images (rows only: the tabs read rows, never files), every fiftieth post showing one in its body. */
async function insertLibrary(client) {
  await client.query(
    "insert into media (hash, mime_type, size_bytes, width, height, original_name) select encode(sha256(g::text::bytea), 'hex'), 'image/webp', 50000, 1200, 800, 'image-' || g || '.jpg' from generate_series(1, $1) g",
    [LIBRARY_IMAGES],
  );
  await client.query(
    "update posts set content = content || '<img src=\"/media/' || encode(sha256((1 + abs(hashtext(slug)) % $1)::text::bytea), 'hex') || '/1000.webp\" alt=\"x\">' where slug like 'scale-post-%00' or slug like 'scale-post-%50'",
    [LIBRARY_IMAGES],
  );
}

/**
 * Gives a tenth of the posts the bench admin as author, a few a draft or scheduled status and one a
 * rare word, so the Blog Posts list's filters have something to find; returns the author's id.
 */
async function varyPostsForFilters(client) {
  const { rows } = await client.query("select id from admin_users where lower(username) = 'admin'");
  const authorId = rows[0].id;
  await client.query("update posts set author_id = $1 where slug like 'scale-post-%3'", [authorId]);
  await client.query("update posts set status = 'draft', published_at = null where slug like 'scale-post-%17'");
  await client.query("update posts set content = content || '<p>Quixotic footnote.</p>' where slug = 'scale-post-00042'");
  await client.query("vacuum (analyze) posts");
  await announceChange(client);
  return authorId;
}

/** The admin tabs that list content, as a signed-in admin (not compressed: what the server renders), and the Blog Posts list searched and filtered. */
async function measureAdminTabs(baseUrl, size, authorId) {
  const cookie = await signInAsBenchAdmin(baseUrl);
  for (const [path, label] of [
    ["/svcs/admin-dashboard/posts", "admin Blog Posts tab"],
    ["/svcs/admin-dashboard/posts?page=60", "admin Blog Posts tab, page 60"],
    ["/svcs/admin-dashboard/posts?q=quixotic", "admin Blog Posts search, a word in one body"],
    ["/svcs/admin-dashboard/posts?q=employer+question", "admin Blog Posts search, words in every body"],
    ["/svcs/admin-dashboard/posts?q=scale+post+0499", "admin Blog Posts search, a title's prefix"],
    ["/svcs/admin-dashboard/posts?status=draft", "admin Blog Posts filter, drafts"],
    ["/svcs/admin-dashboard/posts?type=webinar&category=Savings", "admin Blog Posts filter, type and category"],
    [`/svcs/admin-dashboard/posts?author=${authorId}&page=3`, "admin Blog Posts filter, author, page 3"],
    [`/svcs/admin-dashboard/posts?q=catch&status=published&author=${authorId}`, "admin Blog Posts search and two filters"],
    ["/svcs/admin-dashboard/media", `admin Media tab (${LIBRARY_IMAGES} images)`],
  ]) {
    await timeOne(`${baseUrl}${path}`, { cookie, "accept-encoding": "identity" });
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await timeOne(`${baseUrl}${path}`, { cookie, "accept-encoding": "identity" }));
    const [first] = runs;
    console.log(
      `${size} posts, ${label}: ${first.status}, ${(first.bytes / 1024).toFixed(0)} KB in ${median(runs.map((run) => run.ms)).toFixed(1)} ms (median of ${ROUNDS})`,
    );
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureSize(clusterUrl, startServer, size) {
  const databaseUrl = await createDatabase(clusterUrl, `bench_blog_${size}`);
  // EVENT_LOOP_PROBE: the page cache then keys pages on ?bench=, which the uncached timings below use.
  const server = await startServer({ DATABASE_URL: databaseUrl, SESSION_SECRET, EVENT_LOOP_PROBE: "1" });
  await untilAnswering(server.baseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeded = performance.now();
    await insertPosts(client, size);
    console.log(`${size} posts: inserted in ${(performance.now() - seeded).toFixed(0)} ms`);
    for (const [path] of PAGES) await timeOne(`${server.baseUrl}${path}`);
    const rssStart = rssMb(server.pid);

    let bench = 0;
    for (const [path, label] of PAGES) {
      const unchanged = [];
      const afterOtherEdit = [];
      const afterOwnEdit = [];
      const afterUnsealedEdit = [];
      for (let round = 0; round < ROUNDS; round++) {
        await timeOne(`${server.baseUrl}${path}`);
        // ?bench= misses the rendered-page cache (the server keys on it with EVENT_LOOP_PROBE): an uncached render of unchanged content.
        unchanged.push((await timeOne(`${server.baseUrl}${path}${path.includes("?") ? "&" : "?"}bench=${++bench}`)).ms);
        await editPost(client, `scale-post-${String(100 + round).padStart(5, "0")}`, round);
        afterOtherEdit.push((await timeOne(`${server.baseUrl}${path}`)).ms);
        await editPost(client, "scale-post-00007", round);
        afterOwnEdit.push((await timeOne(`${server.baseUrl}${path}`)).ms);
        await editPost(client, "scale-post-00007", round, { sealed: false });
        afterUnsealedEdit.push((await timeOne(`${server.baseUrl}${path}`)).ms);
      }
      const ratio = (values) => (median(values) / median(unchanged)).toFixed(1);
      console.log(
        `${size} posts, ${label}: unchanged (uncached) ${median(unchanged).toFixed(1)} ms | first after editing another post ${median(afterOtherEdit).toFixed(1)} ms (${ratio(afterOtherEdit)}x)` +
          ` | first after editing the shown post ${median(afterOwnEdit).toFixed(1)} ms (${ratio(afterOwnEdit)}x; unsealed, sanitized on display: ${median(afterUnsealedEdit).toFixed(1)} ms) (median of ${ROUNDS})`,
      );
    }

    for (let page = 1; page <= 40; page++) await timeOne(`${server.baseUrl}/newsletter?page=${page}`);
    for (let n = 1; n <= 200; n++) await timeOne(`${server.baseUrl}/newsletter/scale-post-${String(Math.ceil((n * size) / 200)).padStart(5, "0")}`);
    await timeOne(`${server.baseUrl}/sitemap.xml`);
    await timeOne(`${server.baseUrl}/rss.xml`);
    const rssLoaded = rssMb(server.pid);
    for (let edit = 0; edit < EDITS; edit++) {
      await editPost(client, `scale-post-${String(1 + ((edit * 37) % size)).padStart(5, "0")}`, 100 + edit);
      for (const [path] of PAGES) await timeOne(`${server.baseUrl}${path}`);
    }
    const rssEdited = rssMb(server.pid);
    console.log(
      `${size} posts, server RSS: after start and first pages ${rssStart.toFixed(0)} MB | after 40 list pages, 200 post pages, sitemap and feed ${rssLoaded.toFixed(0)} MB | after ${EDITS} edits ${rssEdited.toFixed(0)} MB`,
    );
    await insertLibrary(client);
    await measureAdminTabs(server.baseUrl, size, await varyPostsForFilters(client));
  } finally {
    await client.end();
    await server.stop();
  }
}

export async function run({ startServer }) {
  const cluster = await benchCluster();
  if (!cluster) return;
  try {
    for (const size of SIZES) await measureSize(cluster.url, startServer, size);
  } finally {
    cluster.stop();
  }
}
