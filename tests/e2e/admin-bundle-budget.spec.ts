import { existsSync, readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import path from "node:path";
import { ADMIN_TABS, HOME_TAB, tabPath } from "~/routes/admin/admin-tabs";
import { ADMIN_JS_BUDGET, adminPagesOf, clientManifestOf, measurePage } from "../../scripts/lib/admin-bundles.mjs";
import { expect, test } from "./support/fixtures";

// Issue 43: the JavaScript each admin page outside the editors makes a browser download before it
// is usable (its modulepreload links and module imports, in the HTML the server sends), in files
// and gzip bytes, within its budget. Computed from the production build the tests run on, for every
// page of every tab of the tab list: a new tab is measured without being named here. Decision 063.

const root = path.resolve(import.meta.dirname, "../..");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A string of tailwind-merge's own class-group table: a file holding it carries the library. */
const TAILWIND_MERGE_MARKER = '"box-decoration"';

// Each page is rendered by the server for its HTML: about twenty pages, on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

test("every admin page outside the editors loads at most 15 script files and at most 120 KB gzip", async ({ page, signInAs, baseURL }) => {
  await signInAs("admin");
  const cookie = (await page.context().cookies(baseURL!)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const pages = adminPagesOf(root);
  // Every tab of the list (and Home) has a page here: the table is read from the build the tab list generated.
  const urls = new Set(pages.map((entry) => entry.url));
  for (const tab of [HOME_TAB, ...ADMIN_TABS]) expect([...urls], `${tab.id} is measured`).toContain("path" in tab ? tab.path : tabPath(tab));

  const report: string[] = [];
  for (const entry of pages.filter((candidate) => !candidate.editor)) {
    const measured = await measurePage(root, baseURL!, entry.url, cookie);
    report.push(`${entry.url}: ${measured.files} files, ${kb(measured.gzipBytes)}`);
    expect(measured.files, `${entry.url}: ${measured.scripts.map((script) => script.url).join(", ")}`).toBeLessThanOrEqual(ADMIN_JS_BUDGET.files);
    expect(measured.gzipBytes, `${entry.url}: ${kb(measured.gzipBytes)} gzip`).toBeLessThanOrEqual(ADMIN_JS_BUDGET.gzipBytes);
    // Conflicts between classes are resolved on the server only (app/lib/ui/merge-classes.ts): 8 KB gzip in a hydrated page.
    for (const script of measured.scripts)
      expect(
        readFileSync(path.join(root, "build/client", script.url), "utf8").includes(TAILWIND_MERGE_MARKER),
        `${entry.url} loads tailwind-merge in ${script.url}`,
      ).toBe(false);
  }
  test.info().annotations.push({ type: "admin JavaScript per page", description: report.join("; ") });
});

test("the post editor's own files (TipTap, ProseMirror) are loaded by no page outside the editors", async ({ page, signInAs, baseURL }) => {
  await signInAs("admin");
  const cookie = (await page.context().cookies(baseURL!)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const outside = new Set<string>();
  for (const entry of adminPagesOf(root).filter((candidate) => !candidate.editor))
    for (const script of (await measurePage(root, baseURL!, entry.url, cookie)).scripts) outside.add(script.url);
  const editor = await measurePage(root, baseURL!, "/svcs/admin-dashboard/posts/new", cookie);
  const editorOnly = editor.scripts.filter((script) => !outside.has(script.url));
  // The editor itself is most of the page's bytes: if a tab loaded it, these would be few.
  expect(editorOnly.reduce((sum, script) => sum + script.gzipBytes, 0)).toBeGreaterThan(100 * 1024);
});

test("the admin's scripts are sent gzipped by zopfli, the public pages' enhancement scripts as before", () => {
  // Zopfli's deflate is smaller than zlib's level 9 and any gzip reader reads it (decision 095).
  const enhancement = new Set(Object.values(JSON.parse(readFileSync(path.join(root, "build/enhancement-scripts.json"), "utf8")) as string[]));
  const { entry } = clientManifestOf(root);
  const gzipped = [entry.module, ...entry.imports].filter((url) => existsSync(path.join(root, "build/client", `${url}.gz`)));
  expect(gzipped.length).toBeGreaterThan(0);
  for (const url of gzipped) {
    const file = readFileSync(path.join(root, "build/client", url));
    const gz = readFileSync(path.join(root, "build/client", `${url}.gz`));
    expect(gunzipSync(gz).equals(file), `${url}.gz holds the file`).toBe(true);
    if (file.length > 10_000) expect(gz.length, `${url}.gz smaller than zlib's`).toBeLessThan(gzipSync(file, { level: 9 }).length);
  }
  expect(enhancement.size).toBeGreaterThan(0);
  for (const url of enhancement) {
    const file = readFileSync(path.join(root, "build/client", url));
    expect(readFileSync(path.join(root, "build/client", `${url}.gz`)).equals(gzipSync(file, { level: 9 })), `${url}.gz unchanged`).toBe(true);
  }
});

test("the Users tab loads its own two-factor words, not the sign-in step's and the account page's", async ({ page, signInAs, baseURL }) => {
  await signInAs("admin");
  const cookie = (await page.context().cookies(baseURL!)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const users = await measurePage(root, baseURL!, "/svcs/admin-dashboard/users", cookie);
  const code = users.scripts.map((script) => readFileSync(path.join(root, "build/client", script.url), "utf8")).join("\n");
  // Its own words are there; TWO_FACTOR_TEXT's (1.9 KB gzip, decision 095) are not.
  expect(code).toContain("Require two-factor for every account");
  expect(code).not.toContain("Two-factor verification");
});
