import { formatLoad, measure } from "../lib/load.mjs";

export const title = "Blog list and post page (50 connections, loopback)";

const PAGES = [
  ["/newsletter", "GET /newsletter"],
  ["/newsletter/navigating-hsa-compliance-in-2024", "GET post page"],
];
const headers = { "accept-encoding": "gzip, br" };

async function timeOne(url) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

export async function run({ baseUrl, startServer }) {
  // Cold: a fresh process on a fresh data directory. Its first blog request reads every post from
  // the database and sanitizes it (the process's post cache is empty); the load run follows at once.
  for (const [path, label] of PAGES) {
    const server = await startServer();
    try {
      const first = await timeOne(`${server.baseUrl}${path}`);
      console.log(`${label} cold, first request after start: ${first.ms.toFixed(0)} ms (HTTP ${first.status})`);
      console.log(formatLoad(`${label} cold, first 3 s after start (compressed)`, await measure(`${server.baseUrl}${path}`, { headers, durationSeconds: 3 })));
    } finally {
      await server.stop();
    }
  }
  // Warm: the shared server, post cache filled; each request still checks the content version in
  // the database and renders the page.
  for (const [path, label] of PAGES) {
    for (let i = 0; i < 20; i++) await timeOne(`${baseUrl}${path}`);
    console.log(formatLoad(`${label} warm (compressed)`, await measure(`${baseUrl}${path}`, { headers })));
  }
}
