import { createServer, type Server } from "node:http";
import type { Logger } from "pino";
import type { Metrics } from "~/services/observability";

export const METRICS_PATH = "/metrics";

/**
 * Prometheus's scrape address, on a listener of its own (METRICS_PORT, METRICS_HOST): never on the
 * public port, where anyone could read the site's internals (decision 060).
 */
export function startMetricsListener(metrics: Metrics, { port, host, logger }: { port: number; host: string; logger: Logger }): Server {
  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end(`Metrics are served at ${METRICS_PATH}.`);
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      logger.error({ err: error }, "metrics could not be collected");
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics could not be collected");
    }
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    logger.error({ err: error, port }, error.code === "EADDRINUSE" ? "METRICS_PORT is already in use: metrics are not served" : "metrics listener failed");
  });
  server.listen(port, host, () => logger.info({ port, host }, "metrics listening"));
  return server;
}
