// The JavaScript an admin page makes a browser download, read from the HTML the server sends: its
// modulepreload links and the imports of its inline module script, each file's size as the build's
// pre-compressed .gz (what a browser asking for gzip gets). Used by the budget test
// (tests/e2e/admin-bundle-budget.spec.ts) and the bench (scripts/bench/05-admin-bundles.mjs), for
// this build and for an older one. Decision 063.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget per admin page outside the editors (issue 43). */
export const ADMIN_JS_BUDGET = { files: 15, gzipBytes: 120 * 1024 };

/** The admin pages that open an editor (a post's or a content document's "new" and "edit"): measured apart, outside the budget. */
export const EDITOR_PAGE = /\/(new|edit)$/;

/** The script URLs (same origin, /assets/...) a page's HTML makes the browser load before it is usable. */
export function scriptsOfHtml(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) if (/\brel="modulepreload"/.test(tag)) urls.add(/\bhref="([^"]+)"/.exec(tag)?.[1]);
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, url] of body.matchAll(/\bimport\s*(?:[^"';]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) urls.add(url);
  for (const [, url] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(url);
  urls.delete(undefined);
  return [...urls].filter((url) => url.startsWith("/"));
}

/** A file's bytes as served with gzip: the build's .gz copy, else compressed here as the build would. */
export function gzipBytesOf(root, url) {
  const file = path.join(root, "build/client", url.split("?")[0]);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The client route manifest of a build (React Router writes it as a module assigning one object). */
export function clientManifestOf(root) {
  const assets = path.join(root, "build/client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no client manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/**
 * Every admin page a URL without parameters reaches inside the dashboard frame, from the build's
 * route table (generated from the tab list, so a new tab is measured without being named here):
 * its URL and route id, and whether it is an editor.
 */
export function adminPagesOf(root) {
  const { routes } = clientManifestOf(root);
  const urlOf = (route) => {
    const segments = [];
    for (let at = route; at; at = routes[at.parentId]) if (at.path) segments.unshift(at.path.replace(/\/$/, ""));
    return `/${segments.join("/")}`.replace(/\/+/g, "/");
  };
  const inFrame = (route) => {
    for (let at = route; at; at = routes[at.parentId]) if (at.id === "routes/admin/dashboard/layout") return true;
    return false;
  };
  const hasChildIndex = (route) => Object.values(routes).some((other) => other.parentId === route.id && other.index);
  return Object.values(routes)
    .filter((route) => route.hasDefaultExport && inFrame(route) && route.id !== "routes/admin/dashboard/layout" && !hasChildIndex(route))
    .map((route) => ({ id: route.id, url: urlOf(route), editor: EDITOR_PAGE.test(urlOf(route)) }))
    .filter((page) => !page.url.includes(":"))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** One page's scripts as a browser signed in with `cookie` gets them from `baseUrl`, sized from the build in `root`. */
export async function measurePage(root, baseUrl, url, cookie) {
  const response = await fetch(`${baseUrl}${url}`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const scripts = scriptsOfHtml(await response.text());
  const sizes = scripts.map((script) => ({ url: script, gzipBytes: gzipBytesOf(root, script) }));
  return { url, files: sizes.length, gzipBytes: sizes.reduce((sum, file) => sum + file.gzipBytes, 0), scripts: sizes };
}

/** Waits until a server answers /readyz (a fresh server on a loaded machine can take minutes to migrate and seed). */
export async function untilAnswering(baseUrl, timeoutMs = 600_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not answer within ${timeoutMs / 1000} s`);
}
