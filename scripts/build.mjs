// Production build: client and server bundles (React Router + Vite), the enhancement script of
// the HTML-only public pages, the Express entry and its render worker (esbuild), then gzip and brotli copies of
// every compressible static file.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { build } from "esbuild";
import { writeBuildStamp } from "./lib/build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

execFileSync(bin("react-router"), ["build"], { cwd: root, stdio: "inherit" });

// Public pages are not hydrated; they load this one small script (docs/decisions/012). The sign-in
// steps are not either, and load their own (decision 051).
const enhancement = await build({
  entryPoints: { site: path.join(root, "app/enhance/site.ts"), "sign-in": path.join(root, "app/enhance/sign-in.ts") },
  outdir: path.join(root, "build/client/assets"),
  entryNames: "[name]-[hash]",
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: true,
  alias: { "~": path.join(root, "app") },
  metafile: true,
  logLevel: "warning",
});
const scripts = Object.fromEntries(
  Object.entries(enhancement.metafile.outputs)
    .filter(([, output]) => output.entryPoint)
    .map(([file, output]) => [path.basename(output.entryPoint, ".ts"), `/assets/${path.basename(file)}`]),
);
writeFileSync(path.join(root, "build/enhancement-scripts.json"), JSON.stringify(scripts));

await build({
  entryPoints: { main: path.join(root, "server/index.ts"), "render-worker": path.join(root, "server/render-worker.ts") },
  outdir: path.join(root, "build/node"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  alias: { "~": path.join(root, "app") },
  sourcemap: true,
  logLevel: "warning",
});

// React, React Router and Express choose their production code paths when first imported, and
// imports are evaluated before any code of the module that imports them: so set NODE_ENV in a
// tiny entry that loads the bundle afterwards.
writeFileSync(path.join(root, "build/node/server.js"), 'process.env.NODE_ENV ??= "production";\nawait import("./main.js");\n');

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/;
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
// The hydrated (admin) pages' scripts are gzipped by zopfli: the same deflate stream format, 3 %
// smaller than zlib's level 9 (decision 095: the admin JavaScript budget of issue 43). The public
// pages' enhancement scripts and everything else keep zlib's bytes.
const enhancementFiles = new Set(Object.values(scripts).map((url) => path.join(root, "build/client", url)));
const byZopfli = (file) => file.endsWith(".js") && file.startsWith(path.join(root, "build/client/assets") + path.sep) && !enhancementFiles.has(file);
let count = 0;
for (const file of files(path.join(root, "build/client"))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, byZopfli(file) ? await zopfliGzip(content, { numiterations: 15 }) : gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
writeBuildStamp(root);
console.log(`build complete: ${count} static files pre-compressed`);
