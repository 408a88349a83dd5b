// JavaScript the admin screens download, read from the production build's client manifest: per
// admin page, its route chunk, what it loads beyond its parent routes and the whole page, gzip as served
// (the build's pre-compressed .gz). Also lists client chunks carrying drizzle, which belongs to
// the server only. Prints numbers; asserts nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const title = "Admin bundles: JavaScript per admin page (gzip)";

/** A marker every drizzle build carries (its entity symbol's name). */
const DRIZZLE_MARKER = "drizzle:entityKind";

function manifestOf(assets) {
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no client manifest in build/client/assets");
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

export async function run({ root }) {
  const client = path.join(root, "build/client");
  const assets = path.join(client, "assets");
  const gzipBytes = new Map();
  /** Bytes of one chunk as a browser downloads it with gzip. */
  const gzipOf = (url) => {
    if (!gzipBytes.has(url)) {
      const file = path.join(client, url);
      gzipBytes.set(url, existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length);
    }
    return gzipBytes.get(url);
  };
  const kb = (urls) => `${([...urls].reduce((sum, url) => sum + gzipOf(url), 0) / 1024).toFixed(1)} KB`;

  const manifest = manifestOf(assets);
  const chunksOf = (route) => [route.module, ...(route.imports ?? [])];
  /** What the entry and the routes above this one have loaded already. */
  const aboveOf = (route) => {
    const loaded = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let parent = manifest.routes[route.parentId]; parent; parent = manifest.routes[parent.parentId]) for (const url of chunksOf(parent)) loaded.add(url);
    return loaded;
  };

  const pages = Object.values(manifest.routes).filter((route) => route.id.startsWith("routes/admin/") && route.hasDefaultExport);
  const seen = new Set();
  for (const route of pages.sort((a, b) => a.id.localeCompare(b.id))) {
    // Two route ids can share one module (the editor's new and edit pages): print it once.
    if (seen.has(route.module)) continue;
    seen.add(route.module);
    const above = aboveOf(route);
    const own = chunksOf(route).filter((url) => !above.has(url));
    const page = new Set([...above, ...chunksOf(route)]);
    const ids = pages.filter((other) => other.module === route.module).map((other) => other.id.replace("routes/admin/", ""));
    console.log(
      `${ids.join(" + ")}: route chunk ${kb([route.module])}; own files ${kb(own)} (${own.length} not loaded by its parents); whole page ${kb(page)} gzip`,
    );
  }

  const withDrizzle = readdirSync(assets).filter((name) => name.endsWith(".js") && readFileSync(path.join(assets, name), "utf8").includes(DRIZZLE_MARKER));
  console.log(
    `client chunks with drizzle code: ${withDrizzle.length ? withDrizzle.map((name) => `${name} (${kb([`/assets/${name}`])} gzip)`).join(", ") : "none"}`,
  );
}
