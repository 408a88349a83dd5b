// Pages against the machine's limit: a bare Node http server sending the same gzip bytes as the
// app's warm home page, the app's warm pages (page-cache hits) and uncached renders (a query
// string the cache has not seen), side by side in one run. Prints numbers; asserts nothing.
// Targets: warm at 0.5x or more of bare with p99 under 10 ms; uncached at 250 req/s or more with
// p99 under 250 ms; no render blocking the event loop for more than 20 ms.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib/postgres-cluster.mjs";
import { measure } from "../lib/load.mjs";

export const title = "Throughput: bare Node vs the app's warm and uncached pages (50 connections, 10 s each)";

const DURATION_SECONDS = 10;
const HEADERS = { "accept-encoding": "gzip" };

const BARE_SERVER = `
const { createServer } = require("node:http");
const body = require("node:fs").readFileSync(process.argv[1]);
createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length });
  res.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => process.send("listening"));
`;

/** The bare server runs in its own process, like the app, so the load generator does not share its event loop. */
async function startBareServer(body) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-bare-"));
  const file = path.join(dir, "page.gz");
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BARE_SERVER, file, String(port)], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => child.once("message", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill();
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page as sent on the wire (fetch would decompress it). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"], cache: res.headers["x-cache"] }));
    })
      .on("error", reject)
      .end();
  });
}

async function firstPostPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/newsletter`)).text();
  return /href="(\/newsletter\/[a-z0-9-]+)"/.exec(html)?.[1] ?? null;
}

const readEventLoop = async (baseUrl) => (await fetch(`${baseUrl}/__event-loop`)).json();

const cell = (text, width) => String(text).padStart(width);

export async function run({ baseUrl }) {
  const app = { baseUrl };
  {
    const postPath = await firstPostPath(app.baseUrl);
    // Two requests store a page (the first only marks it as asked for); the third is a hit.
    for (const page of ["/", postPath].filter(Boolean)) for (let i = 0; i < 2; i++) await gzipBytes(`${app.baseUrl}${page}`);
    const home = await gzipBytes(`${app.baseUrl}/`);
    if (home.encoding !== "gzip" || home.cache !== "HIT") console.log(`note: the warm home page came back ${home.encoding ?? "uncompressed"}, x-cache ${home.cache ?? "none"}`);

    const bare = await startBareServer(home.body);
    const rows = [];
    try {
      rows.push({ label: "bare node:http, same gzip bytes", ...(await measure(bare.url, { headers: HEADERS, durationSeconds: DURATION_SECONDS })) });
    } finally {
      await bare.stop();
    }
    const runs = [
      ["app warm / (cache hit)", "/", false],
      ...(postPath ? [["app warm post page (cache hit)", postPath, false]] : []),
      ["app uncached /?b=<n>", "/", true],
      ...(postPath ? [["app uncached post page ?b=<n>", postPath, true]] : []),
    ];
    for (const [label, pagePath, cold] of runs) {
      await readEventLoop(app.baseUrl);
      const load = await measure(`${app.baseUrl}${pagePath}`, { headers: HEADERS, durationSeconds: DURATION_SECONDS, cold, coldParameter: "b" });
      rows.push({ label, ...load, eventLoopMaxMs: (await readEventLoop(app.baseUrl)).maxMs });
    }

    const bareRate = rows[0].requestsPerSecond;
    console.log(`home page: ${home.body.length} bytes gzip; post page: ${postPath ?? "(none found)"}`);
    console.log(`${"".padEnd(44)}${cell("req/s", 9)}${cell("p50 ms", 9)}${cell("p99 ms", 9)}${cell("x bare", 9)}${cell("loop max ms", 13)}`);
    for (const row of rows) {
      const failures = row.non2xx || row.errors ? `  (non-2xx ${row.non2xx}, errors ${row.errors})` : "";
      const loop = row.eventLoopMaxMs === undefined ? "" : row.eventLoopMaxMs.toFixed(1);
      console.log(
        `${row.label.padEnd(44)}${cell(row.requestsPerSecond.toFixed(0), 9)}${cell(row.p50, 9)}${cell(row.p99, 9)}${cell((row.requestsPerSecond / bareRate).toFixed(2), 9)}${cell(loop, 13)}${failures}`,
      );
    }
    console.log("targets: warm >= 0.50x bare with p99 < 10 ms; uncached >= 250 req/s with p99 < 250 ms; loop max < 20 ms");
  }
}
