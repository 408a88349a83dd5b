// JavaScript the admin pages make a browser download before they are usable, before and after
// issue 43, side by side: the files and gzip bytes read from the HTML each server sends for each
// page (modulepreload links and module imports; scripts/lib/admin-bundles.mjs), this build beside
// the reference commit's (BENCH_SPEED_REFERENCE, by default the commit before the work). The budget
// (15 files, 120 KB gzip per page outside the editors) is the issue's; the test holding the pages to
// it is tests/e2e/admin-bundle-budget.spec.ts. Also lists client chunks carrying drizzle, which
// belongs to the server only. Prints numbers; asserts nothing.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_JS_BUDGET, adminPagesOf, gzipBytesOf, measurePage, untilAnswering } from "../lib/admin-bundles.mjs";
import { signInAsBenchAdmin } from "../lib/bench-admin.mjs";
import { referenceBuild } from "../lib/reference-build.mjs";

export const title = "Admin JavaScript per page (files and gzip), before and after issue 43";

/** The commit before issue 43's work. */
export const SPEED_REFERENCE = process.env.BENCH_SPEED_REFERENCE ?? "fa9a0c3";

/** A marker every drizzle build carries (its entity symbol's name). */
const DRIZZLE_MARKER = "drizzle:entityKind";

const kb = (bytes) => (bytes / 1024).toFixed(1);
const cell = (text, width) => String(text).padStart(width);

async function measureAll(root, baseUrl, urls) {
  const cookie = await signInAsBenchAdmin(baseUrl);
  const results = new Map();
  for (const url of urls) {
    try {
      results.set(url, await measurePage(root, baseUrl, url, cookie));
    } catch (error) {
      results.set(url, { error: error.message });
    }
  }
  return results;
}

export async function run({ baseUrl, root, startServer }) {
  const reference = referenceBuild(root, SPEED_REFERENCE);
  const pages = adminPagesOf(root);
  const old = await startServer({}, reference.dir);
  let before;
  try {
    await untilAnswering(old.baseUrl);
    await untilAnswering(baseUrl);
    before = await measureAll(
      reference.dir,
      old.baseUrl,
      pages.map((page) => page.url),
    );
  } finally {
    await old.stop();
  }
  const after = await measureAll(
    root,
    baseUrl,
    pages.map((page) => page.url),
  );

  console.log(
    `before: ${reference.commit.slice(0, 7)} (${SPEED_REFERENCE}); after: this build. Budget per page outside the editors: ${ADMIN_JS_BUDGET.files} files, ${kb(ADMIN_JS_BUDGET.gzipBytes)} KB gzip`,
  );
  console.log(`${"page".padEnd(48)}${cell("before files", 14)}${cell("KB gzip", 9)}  |${cell("after files", 13)}${cell("KB gzip", 9)}  | budget`);
  for (const page of pages) {
    const was = before.get(page.url);
    const now = after.get(page.url);
    const side = (result) => (result.error ? `${cell("n/a", 14)}${cell("", 9)}` : `${cell(result.files, 14)}${cell(kb(result.gzipBytes), 9)}`);
    const verdict = page.editor
      ? "editor (outside the budget)"
      : now.error
        ? now.error
        : [now.files > ADMIN_JS_BUDGET.files ? "files OVER" : "files ok", now.gzipBytes > ADMIN_JS_BUDGET.gzipBytes ? "KB OVER" : "KB ok"].join(", ");
    console.log(`${page.url.replace("/svcs/admin-dashboard", "admin").padEnd(48)}${side(was)}  |${side(now).slice(1)}  | ${verdict}`);
  }

  // What every page shares: the largest files of this build's Home page, by name.
  const home = after.get(pages.find((page) => page.url.endsWith("/admin-dashboard"))?.url ?? "");
  if (home && !home.error)
    console.log(
      `Home's files: ${[...home.scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((script) => `${path.basename(script.url)} ${kb(script.gzipBytes)}`)
        .join(", ")}`,
    );

  const assets = path.join(root, "build/client/assets");
  const withDrizzle = readdirSync(assets).filter((name) => name.endsWith(".js") && readFileSync(path.join(assets, name), "utf8").includes(DRIZZLE_MARKER));
  console.log(
    `client chunks with drizzle code: ${withDrizzle.length ? withDrizzle.map((name) => `${name} (${kb(gzipBytesOf(root, `/assets/${name}`))} KB gzip)`).join(", ") : "none"}`,
  );
}
