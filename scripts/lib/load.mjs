// Bounded HTTP load on loopback with autocannon: a fixed duration, then a summary line.
import autocannon from "autocannon";

export async function measure(url, { connections = 50, durationSeconds = 8, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatLoad(label, r) {
  return `${label}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : ""}`;
}
