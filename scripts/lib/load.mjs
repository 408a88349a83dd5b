// Bounded HTTP load on loopback with autocannon: a fixed duration, then a summary line.
import autocannon from "autocannon";

/**
 * Unique across every load of this process and across processes: a query string seen twice would
 * be stored in the page cache on its second request, and later requests of it would be hits.
 */
const RUN = `${process.pid.toString(36)}${Date.now().toString(36)}`;
let coldRequests = 0;

/**
 * `cold: true` appends a unique query string to every request, so each one misses the page
 * cache and is rendered: the cost of a page nobody has asked for yet.
 */
export async function measure(url, { connections = 50, durationSeconds = 8, headers = {}, cold = false, coldParameter = "bench" } = {}) {
  const target = new URL(url);
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: durationSeconds,
    headers,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const path = `${target.pathname}${target.search}`;
          const separator = target.search ? "&" : "?";
          return { ...request, path: cold ? `${path}${separator}${coldParameter}=${RUN}-${++coldRequests}` : path };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatLoad(label, r) {
  return `${label}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : ""}`;
}
