// Each admin page's server time (its loaders and render: the whole response, read to the end) at
// scale: 5,000 posts, 10,000 leads and 5 million page views on the embedded database, each beside
// a warm public page (a page-cache hit) timed the same way in the same run, with the server's CPU
// time per request (less distorted by other work on a shared machine than wall-clock time). Issue
// 43: none over 100 ms on a quiet machine. BENCH_SCALE_VIEWS, _POSTS and _LEADS seed fewer while
// working; BENCH_ADMIN_PAGES (comma-separated parts of URLs, e.g. "analytics") times only those
// pages. With page views, the analytics rollup job's run over the seeded days at start is timed too
// (its own log line). Prints numbers; asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { adminPagesOf } from "../lib/admin-bundles.mjs";
import { signInAsBenchAdmin } from "../lib/bench-admin.mjs";
import { seed as seedPageViews, startOn } from "./50-analytics.mjs";

export const title = "Admin pages' server time at scale (posts, leads, page views), beside a warm public page";

const VIEWS = Number(process.env.BENCH_SCALE_VIEWS ?? 5_000_000);
const POSTS = Number(process.env.BENCH_SCALE_POSTS ?? 5_000);
const LEADS = Number(process.env.BENCH_SCALE_LEADS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 5);
const TARGET_MS = 100;
const PAGE_FILTER = (process.env.BENCH_ADMIN_PAGES ?? "").split(",").filter(Boolean);

export async function seedPostsAndLeads(dbDir) {
  const db = await PGlite.create(dbDir);
  try {
    await db.query(`
      insert into posts (slug, title, date, excerpt, content, category, type, status)
      select 'scale-post-' || lpad(i::text, 5, '0'), 'Scale post ' || i, date '2015-01-01' + (i / 2),
        'Excerpt of scale post ' || i || '.',
        '<h2>Post ' || i || '</h2>' || repeat('<p>Contribution limits, catch-up rules and the employer question of post ' || i || '.</p>', 30),
        (array['Compliance', 'Savings', 'Eligibility', 'Investment'])[1 + i % 4], (array['news', 'newsletter', 'webinar'])[1 + i % 3], 'published'
      from generate_series(1, ${POSTS}) as i`);
    await db.query(`
      insert into leads (created_at, updated_at, name, email, organisation, organisation_type, topic, message, consented_at, status, source, pages_seen, attribution)
      select now() - make_interval(hours => i), now() - make_interval(hours => i), 'Lead ' || i, 'lead' || i || '@example.com', 'Organisation ' || (i % 700),
        (array['hsa_administrator', 'third_party_administrator', 'bank', 'startup'])[1 + i % 4], 'gtm',
        repeat('We would like to talk about our HSA programme. ', 6), now() - make_interval(hours => i),
        (array['new', 'contacted', 'qualified', 'won', 'lost'])[1 + i % 5], (array['google.com', null, 'linkedin.com'])[1 + i % 3], '["/", "/services/compliance"]', 'none'
      from generate_series(1, ${LEADS}) as i`);
  } finally {
    await db.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median and worst wall-clock time of ROUNDS GETs (after one), and the server's CPU time per request. */
async function timeGets(server, url, headers) {
  const get = async () => {
    const begun = performance.now();
    const response = await fetch(url, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - begun;
  };
  await get();
  const cpuBefore = server.cpuMs();
  const times = [];
  for (let round = 0; round < ROUNDS; round++) times.push(await get());
  return { medianMs: median(times), worstMs: Math.max(...times), cpuMs: (server.cpuMs() - cpuBefore) / ROUNDS };
}

export async function run({ root }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-bench-admin-scale-"));
  try {
    const first = await startOn(root, dataDir, /job runner started/);
    await first.stop();
    const started = performance.now();
    await seedPostsAndLeads(path.join(dataDir, "db"));
    if (VIEWS > 0) await seedPageViews(path.join(dataDir, "db"), VIEWS);
    console.log(
      `seeded ${POSTS.toLocaleString("en-US")} posts, ${LEADS.toLocaleString("en-US")} leads, ${VIEWS.toLocaleString("en-US")} page views in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const rollupStarted = performance.now();
    const server = await startOn(root, dataDir, VIEWS > 0 ? /analytics rolled up/ : /server listening/, {
      onLine: (line) => {
        if (!/analytics rolled up/.test(line)) return;
        const { rolledDays, seconds } = JSON.parse(line);
        console.log(
          `analytics rollup job at start: ${rolledDays} days rolled up in ${seconds} s (job's limit 1,800 s); server start + rollup ${((performance.now() - rollupStarted) / 1000).toFixed(0)} s`,
        );
      },
    });
    try {
      const cookie = await signInAsBenchAdmin(server.baseUrl);
      const admin = { Cookie: cookie, "accept-encoding": "gzip" };
      const pages = adminPagesOf(root).filter((page) => !page.editor && (!PAGE_FILTER.length || PAGE_FILTER.some((part) => page.url.includes(part))));
      const publicPage = `${server.baseUrl}/`;
      // Two requests store the public page; later ones are hits.
      for (let i = 0; i < 2; i++) await (await fetch(publicPage, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
      console.log(`medians of ${ROUNDS} requests after one; load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`);
      console.log(
        `${"page".padEnd(44)}${"median ms".padStart(10)}${"worst ms".padStart(10)}${"CPU ms".padStart(8)}  |${"warm / median".padStart(15)}${"CPU ms".padStart(8)}`,
      );
      for (const page of pages) {
        // The public page right before each admin page: the machine's state of that moment.
        const reference = await timeGets(server, publicPage, { "accept-encoding": "gzip" });
        const result = await timeGets(server, `${server.baseUrl}${page.url}`, admin);
        const verdict = result.medianMs > TARGET_MS ? `  OVER ${TARGET_MS} ms` : "";
        console.log(
          `${page.url.replace("/svcs/admin-dashboard", "admin").padEnd(44)}${result.medianMs.toFixed(0).padStart(10)}${result.worstMs.toFixed(0).padStart(10)}${result.cpuMs.toFixed(0).padStart(8)}  |${reference.medianMs.toFixed(1).padStart(15)}${reference.cpuMs.toFixed(1).padStart(8)}${verdict}`,
        );
      }
      console.log(
        `target: every admin page under ${TARGET_MS} ms on a quiet machine; warm: GET / (a page-cache hit) just before, the machine's floor at that moment`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
