import type { IncomingMessage, ServerResponse } from "node:http";
import { methodLabel, statusClass } from "~/lib/operations/metric-labels";
import { isTrustedPeer } from "~/lib/platform/trusted-ranges";
import type { Metrics, Tracing } from "~/services/observability";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export type RequestObservers = {
  metrics: Metrics | null;
  tracing: Tracing | null;
  /** The route template a path is answered by (server/route-template.ts). */
  routeOf(path: string): string;
  /** TRUST_PROXY: a W3C traceparent is believed only from a proxy it trusts. */
  trustProxy: false | number | readonly string[];
};

function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const queryStart = target.indexOf("?");
  return queryStart === -1 ? target : target.slice(0, queryStart);
}

/**
 * The listener with request metrics (count and duration by route template, method and status
 * class; page-cache misses) and a server span per request, each only when configured. With
 * neither, the listener itself is returned: observing costs nothing when it is off.
 */
export function observeRequests(listener: Listener, { metrics, tracing, routeOf, trustProxy }: RequestObservers): Listener {
  if (!metrics && !tracing) return listener;
  const measured: Listener = metrics
    ? (req, res) => {
        const started = process.hrtime.bigint();
        const path = pathOf(req.url);
        res.once("finish", () => {
          const route = routeOf(path);
          const status = statusClass(res.statusCode);
          metrics.requests.inc({ route, method: methodLabel(req.method), status_class: status });
          metrics.requestDuration.observe({ route, status_class: status }, Number(process.hrtime.bigint() - started) / 1e9);
          // Hits answered before Express are counted where they are answered (PageHitLog); these set the header.
          const cache = res.getHeader("x-cache");
          if (cache === "MISS") metrics.pageCache.inc({ result: "miss" });
          else if (cache === "HIT") metrics.pageCache.inc({ result: "hit" });
        });
        listener(req, res);
      }
    : listener;
  if (!tracing) return measured;
  return (req, res) => {
    const path = pathOf(req.url);
    tracing.traceRequest(req, res, { parentHeaders: isTrustedPeer(trustProxy, req.socket.remoteAddress), route: () => routeOf(path) }, () =>
      measured(req, res),
    );
  };
}
