import type { IncomingMessage, ServerResponse } from "node:http";
import { createExpressApp, type ExpressAppOptions } from "./app";
import { answerCachedPagesFirst } from "./cached-page-listener";
import { EVENT_LOOP_PROBE_PATH, startEventLoopProbe } from "./event-loop-probe";
import type { Metrics } from "~/services/observability";
import type { PageCache } from "./page-cache";
import type { RenderWorkers } from "./render-workers";
import { PageHitLog } from "./page-hit-log";
import { captureSecurityHeaders } from "./security-headers";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The production request path: cache hits are answered first (cached-page-listener), then the
 * event-loop probe when enabled, then everything else goes through the Express app, whose
 * middleware order (security headers, same-origin guard, ...) applies to every non-hit response.
 */
export function createRequestListener(options: ExpressAppOptions & { pageCache: PageCache; renderWorkers?: RenderWorkers | null; metrics?: Metrics | null }): {
  listener: Listener;
  stop(): void;
} {
  const { config, logger } = options.services;
  const app = createExpressApp(options);
  const { metrics } = options;
  const hitLog = new PageHitLog(logger, undefined, metrics ? () => metrics.pageCache.inc({ result: "hit" }) : null);
  let throughExpress: Listener = app;
  if (config.EVENT_LOOP_PROBE) {
    const probe = startEventLoopProbe(options.renderWorkers);
    throughExpress = (req, res) => {
      if (req.url !== EVENT_LOOP_PROBE_PATH) return app(req, res);
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(probe.read()));
    };
  }
  const listener = answerCachedPagesFirst(options.pageCache, captureSecurityHeaders(config), hitLog, throughExpress);
  return { listener, stop: () => hitLog.stop() };
}
