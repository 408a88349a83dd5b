// JavaScript the sign-in page (/svcs/team) makes a browser download, read from the page as the
// server sends it: every script and module preload it names and every module those import, as gzip
// (the build's pre-compressed .gz, what a browser gets) and uncompressed. Beside it, a public page
// for reference. Prints numbers; asserts nothing.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const title = "Sign-in page: the JavaScript it loads (gzip)";

/** A static import (`import x from "./a.js"`, `import "./a.js"`): loaded with the page. Dynamic import() loads on demand and is left out. */
const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

/** Every JavaScript file a page loads as it opens: its scripts, module preloads, and their static imports. */
function scriptsOf(html, client) {
  const found = new Set();
  const queue = [];
  const add = (url) => {
    if (!url.startsWith("/") || found.has(url)) return;
    found.add(url);
    queue.push(url);
  };
  for (const [, url] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) add(url);
  for (const [, url] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g))
    if (url) add(url);
  for (const [, inline] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) for (const match of inline.matchAll(STATIC_IMPORT)) add(match[1]);
  while (queue.length) {
    const url = queue.shift();
    const file = path.join(client, url);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) add(new URL(match[1], `http://x${url}`).pathname);
  }
  return [...found].filter((url) => existsSync(path.join(client, url)));
}

function sizes(urls, client) {
  let gzip = 0;
  let raw = 0;
  for (const url of urls) {
    const file = path.join(client, url);
    const body = readFileSync(file);
    raw += body.length;
    gzip += existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, gzip, raw };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;

export async function run({ baseUrl, root }) {
  const client = path.join(root, "build/client");
  const signIn = sizes(scriptsOf(await (await fetch(`${baseUrl}/svcs/team`)).text(), client), client);
  console.log(`sign-in page /svcs/team: ${signIn.files} JavaScript files, ${kb(signIn.gzip)} gzip, ${kb(signIn.raw)} uncompressed`);
  console.log("(the two-factor step is the same kind of page and loads the same script)");
  const publicPage = sizes(scriptsOf(await (await fetch(`${baseUrl}/team`)).text(), client), client);
  console.log(`reference, a public page /team: ${publicPage.files} JavaScript files, ${kb(publicPage.gzip)} gzip, ${kb(publicPage.raw)} uncompressed`);
}
