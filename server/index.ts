import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { EnhancementScripts } from "~/lib/ui/hydration";
import { type AppServices, CONTENT_CHANGED_CHANNEL } from "~/services/platform";
import type { TestHooks } from "~/services/test-hooks";
import { closeHttpServer, createHttpServer } from "./http-server";
import { PageCache } from "./page-cache";
import { BENCH_UNCACHED_PARAMETER, queryRulesOf } from "./page-query-rules";
import { RenderWorkers } from "./render-workers";
import { requiredNodeMajor } from "../scripts/lib/node-requirement.mjs";
import { nodeVersionProblem } from "./node-version";
import { createRequestListener } from "./request-listener";

type EntryModule = {
  createServices(options: { appRoot: string }): Promise<AppServices>;
  closeServices(services: AppServices): Promise<void>;
  startScheduledJobs(services: AppServices): { stop(): Promise<void> };
  createTestHooks(services: AppServices): TestHooks | null;
  renderDocumentsWith(renderer: RenderWorkers | null): void;
};

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
  const jobRunner = entry.startScheduledJobs(services);
  const renderWorkers =
    config.RENDER_WORKERS > 0
      ? new RenderWorkers({ script: path.join(appRoot, "build/node/render-worker.js"), buildFile, count: config.RENDER_WORKERS, logger })
      : null;
  entry.renderDocumentsWith(renderWorkers);

  const pageCache = new PageCache(queryRulesOf(build, config.EVENT_LOOP_PROBE ? [BENCH_UNCACHED_PARAMETER] : []));
  // Any instance that changes public content announces it; every instance drops its cached pages.
  // After a lost LISTEN connection comes back, changes announced meanwhile were missed: drop them too.
  // (The blog's copy is expired by its own subscription, whose default reconnect callback re-runs it.)
  await services.database.listen(
    CONTENT_CHANGED_CHANNEL,
    () => pageCache.clear(),
    () => {
      logger.warn("content-change notices may have been missed while the database was unreachable: page cache dropped");
      pageCache.clear();
    },
  );
  const site = createRequestListener({
    services,
    build,
    clientDir: path.join(appRoot, "build/client"),
    pageCache,
    enhancementScripts,
    testHooks,
    renderWorkers,
  });
  const server: Server = createHttpServer(site.listener).listen(config.PORT, config.HOST);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") fail(`Port ${config.PORT} is already in use: set PORT to a free port.`);
    fail(`Server error: ${error.message}`);
  });
  server.on("listening", () => {
    logger.info({ port: config.PORT, host: config.HOST, driver: services.database.driver }, "server listening");
    const local = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    console.log(`\n  ${config.identity.siteName} is running at http://${local}:${config.PORT}\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const forced = setTimeout(() => {
      logger.error("shutdown deadline passed, exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    forced.unref();
    // Stop accepting, let in-flight requests and a job sweep in progress finish, then close the database.
    closeHttpServer(server, async () => {
      try {
        site.stop();
        await renderWorkers?.stop();
        await jobRunner.stop();
        await entry.closeServices(services);
        logger.info("shutdown complete");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "error while closing the database");
        process.exit(1);
      }
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => fail(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`));
