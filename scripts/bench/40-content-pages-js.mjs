// JavaScript each content page makes the browser load, gzip-compressed as served: the modules the
// server-rendered HTML references (entry, route chunks and their preloads). Budget: 80 KB per page.
import { gzipSync } from "node:zlib";

export const title = "Content pages: gzip bytes of JavaScript loaded (budget 80 KB)";

const PATHS = [
  "/services/gtm",
  "/resources/contribution-limits",
  "/resources/hdhp-amounts",
  "/training/chsa",
  "/training/books",
  "/irs-treasury-rules-regulations",
  "/hsa-legislation",
  "/terms-of-service",
];

const BUDGET_BYTES = 80 * 1024;

export async function run({ baseUrl }) {
  const sizes = new Map();
  async function gzipBytes(asset) {
    if (!sizes.has(asset)) {
      const body = Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer());
      sizes.set(asset, gzipSync(body, { level: 9 }).length);
    }
    return sizes.get(asset);
  }
  for (const path of PATHS) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    let total = 0;
    for (const asset of assets) total += await gzipBytes(asset);
    const kb = (total / 1024).toFixed(1);
    const verdict = total <= BUDGET_BYTES ? "within budget" : "OVER budget";
    console.log(`${path.padEnd(34)} ${String(assets.length).padStart(3)} files  ${kb.padStart(6)} KB gzip  ${verdict}`);
  }
}
