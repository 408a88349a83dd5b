// What metrics and traces cost (decisions 060, 061): three servers of the same build, one with
// neither (the default), one with METRICS_PORT, one with OTEL_EXPORTER_OTLP_ENDPOINT (spans sent
// to a local receiver that accepts and drops them), measured in interleaved rounds: the home page
// warm (a page-cache hit) and uncached (rendered). With both off, no wrapper is installed on the
// request path or the database, and the OpenTelemetry SDK is never imported: the "off" row is the
// site's own speed, its spread across rounds the noise any difference must exceed. Prints numbers;
// asserts nothing. BENCH_OBSERVABILITY_SECONDS sets a round's length (3).
import { createServer } from "node:http";
import { freePort } from "../lib/postgres-cluster.mjs";
import { formatMs, measure } from "../lib/load.mjs";
import { rssMb } from "../lib/process-memory.mjs";

export const title = "Observability: metrics and traces off (default) vs on (50 connections, interleaved rounds)";

const ROUNDS = 3;
const ROUND_SECONDS = Number(process.env.BENCH_OBSERVABILITY_SECONDS ?? 3);
const HEADERS = { "accept-encoding": "gzip" };
/** Until its render workers are ready a fresh server renders on its main thread. */
const WORKERS_START_MS = 5_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ startServer }) {
  let spansReceived = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      spansReceived++;
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const receiverPort = await freePort();
  await new Promise((resolve) => receiver.listen(receiverPort, "127.0.0.1", resolve));
  const variants = [
    { label: "off (default)", env: {} },
    { label: "metrics on", env: { METRICS_PORT: String(await freePort()) } },
    { label: "traces on", env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`, OTEL_BSP_SCHEDULE_DELAY: "500" } },
  ];
  const servers = [];
  try {
    for (const variant of variants) servers.push({ ...variant, server: await startServer({ EVENT_LOOP_PROBE: "1", ...variant.env }), warm: [], cold: [] });
    await new Promise((resolve) => setTimeout(resolve, WORKERS_START_MS));
    for (const entry of servers) await measure(`${entry.server.baseUrl}/`, { durationSeconds: 1, headers: HEADERS });
    for (let round = 0; round < ROUNDS; round++) {
      for (const entry of servers) {
        entry.warm.push(await measure(`${entry.server.baseUrl}/`, { durationSeconds: ROUND_SECONDS, headers: HEADERS }));
        entry.cold.push(await measure(`${entry.server.baseUrl}/`, { durationSeconds: ROUND_SECONDS, headers: HEADERS, cold: true }));
      }
    }
    for (const { label, server, warm, cold } of servers) {
      const rates = (results) => results.map((r) => r.requestsPerSecond);
      const spread = (results) => `${Math.min(...rates(results)).toFixed(0)}-${Math.max(...rates(results)).toFixed(0)}`;
      console.log(
        `${label.padEnd(14)} warm ${median(rates(warm)).toFixed(0)} req/s (rounds ${spread(warm)}), p99 ${formatMs(median(warm.map((r) => r.p99)))} ms; ` +
          `uncached ${median(rates(cold)).toFixed(0)} req/s (rounds ${spread(cold)}), p99 ${formatMs(median(cold.map((r) => r.p99)))} ms; RSS ${rssMb(server.pid).toFixed(0)} MB`,
      );
    }
    console.log(`(the receiver took ${spansReceived} OTLP exports from the traced server; ${ROUNDS} rounds of ${ROUND_SECONDS} s per row and kind)`);
  } finally {
    for (const { server } of servers) await server.stop();
    await new Promise((resolve) => receiver.close(resolve));
  }
}
