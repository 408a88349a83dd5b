import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type EnhancementScripts, NO_ENHANCEMENT_SCRIPTS } from "~/lib/ui/hydration";
import type { AppServices, RequestContext } from "~/services/platform";
import type { TestHooks } from "~/services/test-hooks";
import { limitRequestBodies } from "./body-limits";
import { loggableUrl } from "./log-redaction";
import { ClientErrorLogThrottle } from "./client-error-log";
import { renderErrorPage } from "./error-page";
import { answerHeadAsGet } from "./head-as-get";
import { refuseSubmissionsWithoutAction } from "./method-guard";
import type { PageCache } from "./page-cache";
import { sendCachedPage } from "./page-cache-response";
import { rateLimitGate } from "./rate-limit-gate";
import type { Readiness } from "./readiness";
import { sendFetchResponse, toFetchRequest } from "./react-router-adapter";
import { isHtmlDocument, sendRenderedHtml } from "./rendered-page-response";
import { requireSameOrigin } from "./same-origin";
import { assignNonce, securityHeaders } from "./security-headers";
import { loadStaticFiles, serveStaticFiles } from "./static-files";
import { TEST_HOOKS_PATH, testHooksRouter } from "./test-hooks";
import { limitUrls } from "./url-limits";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export type ExpressAppOptions = {
  services: AppServices;
  build: BuildSource;
  /** Directory of the client build (hashed assets); absent in development, where Vite serves them. */
  clientDir?: string;
  /** Extra middleware mounted before the app handler (Vite's dev middleware). */
  devMiddleware?: express.RequestHandler;
  /** URLs of the enhancement scripts HTML-only pages load (see scripts/build.mjs); none when absent. */
  enhancementScripts?: EnhancementScripts;
  /** Rendered public pages, shared by all requests of this process (absent: render every time). */
  pageCache?: PageCache;
  /** Browser-test shortcuts; only present when the services enabled them (see createTestHooks). */
  testHooks?: TestHooks | null;
  /** Starting or draining makes /readyz answer 503 (server/readiness.ts); absent: only the database decides. */
  readiness?: Readiness;
};

export function createExpressApp({
  services,
  build,
  clientDir,
  devMiddleware,
  pageCache,
  enhancementScripts = NO_ENHANCEMENT_SCRIPTS,
  testHooks,
  readiness,
}: ExpressAppOptions) {
  const { config, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  const clientErrors = new ClientErrorLogThrottle();

  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (req, res, error) => {
        if (error || res.statusCode >= 500) return "error";
        if (res.statusCode < 400) return "info";
        return clientErrors.shouldLog((req as { ip?: string }).ip ?? req.socket.remoteAddress ?? "", res.statusCode, Date.now()) ? "info" : "silent";
      },
      serializers: {
        // A mailed link's token is a password for its life: never written to the log.
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(limitUrls(config.SITE_NAME));
  app.use(limitRequestBodies(config.SITE_NAME));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });
  app.get("/readyz", async (req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain");
    const notReady = readiness?.notReadyReason();
    if (notReady) {
      res.status(503).send(notReady);
      return;
    }
    try {
      await database.ping(2000);
      readiness?.databaseAnswer(true);
      res.send("ready");
    } catch (error) {
      readiness?.databaseAnswer(false);
      req.log.warn({ err: error }, "readiness check failed");
      res.status(503).send("database unavailable");
    }
  });

  if (testHooks) app.use(TEST_HOOKS_PATH, testHooksRouter(testHooks));

  app.use(assignNonce, securityHeaders(config));
  app.use(requireSameOrigin(config));
  app.use(rateLimitGate(database, config.SITE_NAME));
  app.use(refuseSubmissionsWithoutAction(build, config.SITE_NAME));
  // Warm public pages leave here: no static-file lookup, no compression, no render.
  if (pageCache) {
    app.use((req, res, next) => {
      const key = pageCache.keyFor(req.method, req.path, req.originalUrl);
      const cached = key ? pageCache.get(key) : undefined;
      if (!cached) return next();
      res.setHeader("X-Cache", "HIT");
      sendCachedPage(req, res, cached);
    });
  }
  app.use(answerHeadAsGet);
  app.use(compression());

  if (devMiddleware) app.use(devMiddleware);
  // Pre-compressed at build time and held in memory: pages never wait for a file-system lookup.
  if (clientDir) app.use(serveStaticFiles(loadStaticFiles(clientDir)));

  const getLoadContext = (req: Request, res: Response, pageCacheStores: boolean): RequestContext => ({
    ...services,
    requestId: String(req.id),
    cspNonce: res.locals.cspNonce as string,
    enhancementScripts,
    pageCacheStores,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    log: req.log,
  });
  const renderers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handle = async (request: globalThis.Request, context: RequestContext) => {
    // One handler per build; in development the build function returns a fresh build on changes.
    const resolved = typeof build === "function" ? await build() : build;
    let renderer = renderers.get(resolved.assets.version);
    if (!renderer) {
      renderer = createRequestHandler(resolved, config.NODE_ENV);
      renderers.set(resolved.assets.version, renderer);
    }
    return renderer(request, context);
  };

  /** The render, and the page stored when the cache admitted it; the cache's turn is given back before the page is sent, which a slow client may stretch. */
  const renderAndStore = async (req: Request, res: Response) => {
    const key = pageCache?.keyFor(req.method, req.path, req.originalUrl) ?? null;
    const generation = pageCache?.currentGeneration() ?? 0;
    // Decided before the render: a render worker returns the uncompressed page only when it is stored.
    const worthStoring = key !== null && req.method === "GET" && pageCache!.admit(key);
    try {
      // A cacheable page is rendered for its key: without the query parameters it does not read.
      const response = await handle(toFetchRequest(req, res, key ?? req.originalUrl), getLoadContext(req, res, worthStoring));
      const stored = worthStoring ? await pageCache!.store(key, generation, response, res.locals.cspNonce as string) : null;
      return { response, stored };
    } finally {
      if (worthStoring) pageCache!.release(key);
    }
  };

  app.all("/{*path}", async (req, res, next) => {
    try {
      const { response, stored } = await renderAndStore(req, res);
      if (stored) {
        res.setHeader("X-Cache", "MISS");
        sendCachedPage(req, res, stored);
        return;
      }
      if (isHtmlDocument(response)) await sendRenderedHtml(req, res, response);
      else await sendFetchResponse(req, res, response);
    } catch (error) {
      next(error);
    }
  });

  const handleError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(renderErrorPage({ status, requestId: String(req.id), siteName: config.identity.siteName }));
  };
  app.use(handleError);

  return app;
}
