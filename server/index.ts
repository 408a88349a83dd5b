import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { EnhancementScripts } from "~/lib/ui/hydration";
import type { Metrics, ServerReadings, Tracing } from "~/services/observability";
import { type AppConfig, type AppServices, CONTENT_CHANGED_CHANNEL, type Database } from "~/services/platform";
import type { TestHooks } from "~/services/test-hooks";
import { closeHttpServer, createHttpServer } from "./http-server";
import { PageCache } from "./page-cache";
import { expirePagesOnChange } from "./page-cache-expiry";
import { BENCH_UNCACHED_PARAMETER, queryRulesOf } from "./page-query-rules";
import { RenderWorkers } from "./render-workers";
import { requiredNodeMajor } from "../scripts/lib/node-requirement.mjs";
import { nodeVersionProblem } from "./node-version";
import { startMetricsListener } from "./metrics-listener";
import { answerWhileStarting, Readiness } from "./readiness";
import { createRequestListener } from "./request-listener";
import { observeRequests } from "./request-observer";
import { routeTemplates } from "./route-template";
import { tracedRenderer } from "./traced-renderer";

type EntryModule = {
  createServices(options: { appRoot: string }): Promise<AppServices>;
  closeServices(services: AppServices): Promise<void>;
  startScheduledJobs(services: AppServices): { stop(): Promise<void> };
  createTestHooks(services: AppServices): TestHooks | null;
  renderDocumentsWith(renderer: { render: RenderWorkers["render"] } | null): void;
  loadConfig(env: NodeJS.ProcessEnv): AppConfig;
  startupPhase(): string;
  observability(): { metrics: Metrics | null; tracing: Tracing | null };
  addScrapeTimeGauges(metrics: Metrics, database: Database, server: ServerReadings): void;
};

/** From SIGTERM (after DRAIN_DELAY_SECONDS) to exit: in-flight requests, the running job and the database get this long together. */
const SHUTDOWN_DEADLINE_MS = 9_000;

// The bundle lives at build/node/main.js; the project root is two levels up.
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const versionProblem = nodeVersionProblem(process.version, requiredNodeMajor(appRoot));
  if (versionProblem) fail(versionProblem);
  const buildFile = path.join(appRoot, "build/server/index.js");
  if (!existsSync(buildFile)) fail("No build found: run `npm run build` (or `npm start`, which builds when needed).");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const entry = build.entry.module as unknown as EntryModule;
  const scriptManifest = path.join(appRoot, "build/enhancement-scripts.json");
  if (!existsSync(scriptManifest)) fail("The build is incomplete: run `npm run build` again.");
  const enhancementScripts = JSON.parse(readFileSync(scriptManifest, "utf8")) as EnhancementScripts;

  let early: AppConfig;
  try {
    early = entry.loadConfig(process.env);
  } catch (error) {
    fail(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Listening from the start: while the database opens and migrates, /healthz answers 200 and
  // /readyz 503 saying what start-up is doing; other requests get 503 with Retry-After (decision 060).
  const readiness = new Readiness(() => entry.startupPhase());
  let answer: (req: IncomingMessage, res: ServerResponse) => void = answerWhileStarting(readiness);
  const server: Server = createHttpServer((req, res) => answer(req, res)).listen(early.PORT, early.HOST);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") fail(`Port ${early.PORT} is already in use: set PORT to a free port.`);
    fail(`Server error: ${error.message}`);
  });

  let services: AppServices;
  let testHooks: TestHooks | null;
  try {
    services = await entry.createServices({ appRoot });
    testHooks = entry.createTestHooks(services);
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") fail(`Configuration error: ${error.message}`);
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Start-up failed: ${reason}`);
  }
  const { config, logger } = services;
  const { metrics, tracing } = entry.observability();
  const jobRunner = entry.startScheduledJobs(services);
  const renderWorkers =
    config.RENDER_WORKERS > 0
      ? new RenderWorkers({
          script: path.join(appRoot, "build/node/render-worker.js"),
          buildFile,
          count: config.RENDER_WORKERS,
          logger,
          onRender: metrics ? (renderMs) => metrics.renderDuration.observe(renderMs / 1000) : undefined,
        })
      : null;
  entry.renderDocumentsWith(renderWorkers && tracing ? tracedRenderer(renderWorkers, tracing) : renderWorkers);

  const pageCache = new PageCache(queryRulesOf(build, config.EVENT_LOOP_PROBE ? [BENCH_UNCACHED_PARAMETER] : []));
  // Any instance that changes public content announces it; every instance drops its cached pages.
  // After a lost LISTEN connection comes back, changes announced meanwhile were missed: drop them too.
  // (The blog's copy is expired by its own subscription, whose default reconnect callback re-runs it.)
  await services.database.listen(CONTENT_CHANGED_CHANNEL, expirePagesOnChange(pageCache), () => {
    logger.warn("content-change notices may have been missed while the database was unreachable: page cache dropped");
    pageCache.clear();
  });
  const site = createRequestListener({
    services,
    build,
    clientDir: path.join(appRoot, "build/client"),
    pageCache,
    enhancementScripts,
    testHooks,
    renderWorkers,
    readiness,
    metrics,
  });
  answer = observeRequests(site.listener, { metrics, tracing, routeOf: routeTemplates(build), trustProxy: config.TRUST_PROXY });
  const metricsServer =
    metrics && config.METRICS_PORT !== undefined ? startMetricsListener(metrics, { port: config.METRICS_PORT, host: config.METRICS_HOST, logger }) : null;
  if (metrics) {
    entry.addScrapeTimeGauges(metrics, services.database, {
      renderQueue: () => renderWorkers?.queued ?? null,
      renderWorkers: () => renderWorkers?.size ?? 0,
      ready: () => readiness.isReady(),
      draining: () => readiness.draining,
    });
  }
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  readiness.started();
  logger.info({ port: config.PORT, host: config.HOST, driver: services.database.driver }, "server listening");
  const local = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  console.log(`\n  ${config.identity.siteName} is running at http://${local}:${config.PORT}\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const began = performance.now();
    // Not ready from now on; the running job is told to stop at its next safe point, and no other starts.
    readiness.drain();
    const jobsStopped = jobRunner.stop();
    const delayMs = config.DRAIN_DELAY_SECONDS * 1000;
    logger.info({ signal, delayMs }, "draining: shutting down");
    const forced = setTimeout(() => {
      logger.error("shutdown deadline passed, exiting");
      process.exit(1);
    }, delayMs + SHUTDOWN_DEADLINE_MS);
    forced.unref();
    // After the delay (load balancers see /readyz 503 and stop sending), stop accepting, let
    // in-flight requests and the running job finish, then close the database.
    const close = () =>
      closeHttpServer(server, async () => {
        try {
          site.stop();
          await renderWorkers?.stop();
          await jobsStopped;
          await entry.closeServices(services);
          await tracing?.shutdown().catch((error: unknown) => logger.warn({ err: error }, "traces could not all be sent at shutdown"));
          metricsServer?.close();
          logger.info({ ms: Math.round(performance.now() - began) }, "shutdown complete");
          process.exit(0);
        } catch (error) {
          logger.error({ err: error }, "error while closing the database");
          process.exit(1);
        }
      });
    if (delayMs > 0) setTimeout(close, delayMs);
    else close();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => fail(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`));
