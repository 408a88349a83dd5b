// Public pages under a sign-in flood: warm-page throughput without and with clients posting wrong
// passwords for ever-new usernames at the same time, and the server's memory before, during and
// after, on the embedded database and on a PostgreSQL server. Prints numbers; asserts nothing.
import autocannon from "autocannon";
import { formatLoad, measure } from "../lib/load.mjs";
import { startCluster } from "../lib/postgres-cluster.mjs";
import { rssMb } from "../lib/process-memory.mjs";

export const title = "Public pages during a sign-in flood (50 page connections, 20 flood connections, 8 s each)";

const SECONDS = 8;
const SETTLE_MS = 15_000;

function flood(baseUrl, durationSeconds) {
  let counter = 0;
  return autocannon({
    url: baseUrl,
    connections: 20,
    duration: durationSeconds,
    requests: [
      {
        method: "POST",
        path: "/svcs/team",
        headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        setupRequest: (request) => ({ ...request, body: `username=guess_${++counter}&password=wrong-password-${counter}` }),
      },
    ],
  });
}

/** The bench's start-up wait is short for a loaded machine; wait longer for the first page. */
async function untilServing(baseUrl) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not start`);
}

async function underFlood(label, server) {
  const headers = { "accept-encoding": "gzip, br" };
  await untilServing(server.baseUrl);
  await fetch(`${server.baseUrl}/`, { headers });
  const fresh = rssMb(server.pid);
  const quiet = await measure(`${server.baseUrl}/`, { headers, durationSeconds: SECONDS });
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
  const [attacked, attack] = await Promise.all([measure(`${server.baseUrl}/`, { headers, durationSeconds: SECONDS }), flood(server.baseUrl, SECONDS)]);
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = rssMb(server.pid);
  const refused = attack["4xx"] ?? 0;
  console.log(`[${label}] ${formatLoad("GET / warm, no flood", quiet)}`);
  console.log(`[${label}] ${formatLoad("GET / warm, during flood", attacked)}`);
  console.log(`[${label}] ratio during/without flood: ${(attacked.requestsPerSecond / quiet.requestsPerSecond).toFixed(2)}x`);
  console.log(
    `[${label}] flood: ${attack.requests.average.toFixed(0)} sign-in posts/s, ${refused} answered 4xx (429 once the address limit is reached), non-2xx ${attack.non2xx}, errors ${attack.errors}`,
  );
  console.log(
    `[${label}] memory (RSS): fresh ${fresh.toFixed(0)} MB, peak during ${peak.toFixed(0)} MB, ${SETTLE_MS / 1000} s after ${after.toFixed(0)} MB (${(after / fresh).toFixed(2)}x fresh)`,
  );
}

export async function run({ startServer }) {
  const embedded = await startServer();
  try {
    await underFlood("PGlite", embedded);
  } finally {
    await embedded.stop();
  }
  let cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.log(`[PostgreSQL] skipped: no PostgreSQL server could be started (${error instanceof Error ? error.message : error})`);
    return;
  }
  const withServer = await startServer({ DATABASE_URL: cluster.url });
  try {
    await underFlood("PostgreSQL", withServer);
  } finally {
    await withServer.stop();
    await cluster.stop?.();
  }
}
