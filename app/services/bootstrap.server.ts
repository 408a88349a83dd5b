import path from "node:path";
import { type AppServices, createLogger, loadConfig, openDatabase } from "~/services/platform";
import { flushBufferedBeacons } from "~/services/analytics";
import { migrateWithBackup } from "~/services/backups";
import { setPostBodySealSecret } from "~/services/blog";
import { identityValues } from "~/lib/identity/identity";
import { setSearchIdentity } from "~/services/site-content";
import { expireSiteContentCacheOnChange } from "~/services/publishing/site-content-cache.server";
import { startInstanceHeartbeat } from "~/services/instances";
import { type JobRunner, startJobRunner } from "~/services/jobs";
import { activeMetrics, activeTracing, queryObserver, startObservability } from "~/services/observability";
import { scheduledJobsFor } from "./scheduled-jobs.server";
import { startupTasks } from "./startup-tasks.server";

/** What start-up is doing, for /readyz's answer while the server is not ready (server/readiness.ts). */
export type StartupPhase = "configuring" | "opening the database" | "migrating the database" | "preparing";
let phase: StartupPhase = "configuring";

export function startupPhase(): StartupPhase {
  return phase;
}

/** Metrics and traces of this process, each null when not configured (for the server entry). */
export function observability() {
  return { metrics: activeMetrics(), tracing: activeTracing() };
}

/** Each process's record that it is running (see ~/services/instances), stopped with its services. */
const heartbeats = new WeakMap<AppServices, { stop(): Promise<void> }>();

/**
 * Creates the process's long-lived services: validated config, logger, migrated database,
 * then each area's start-up task (seeding, first admin). Throws ConfigError on bad env.
 */
export async function createServices({ appRoot, env = process.env }: { appRoot: string; env?: NodeJS.ProcessEnv }): Promise<AppServices> {
  const config = loadConfig(env);
  // Before the logger: when tracing, every log line carries the trace id (decision 061).
  const { metrics, tracing } = await startObservability(config, env);
  const logger = createLogger(config.LOG_LEVEL, tracing ? { mixin: () => tracing.logFields() } : {});
  // Bodies our save path sanitized are sealed with this secret and not sanitized again on display.
  setPostBodySealSecret(config.sessionSecret);
  // Pages are indexed with the firm's name and addresses where they show them.
  setSearchIdentity(identityValues(config.identity));
  phase = "opening the database";
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "db"),
    poolMax: config.DATABASE_POOL_MAX,
    poolIdleCloseMs: config.DATABASE_IDLE_CLOSE_SECONDS * 1000,
    logger,
    observeQuery: queryObserver(config.DATABASE_URL ? "pg" : "pglite", metrics, tracing),
  });
  const services: AppServices = { config, logger, database };
  try {
    // A database with data gets a backup before its schema changes; if that fails, nothing is migrated.
    phase = "migrating the database";
    // Opening the embedded database holds the event loop for seconds on a busy machine: let the
    // probes that queued meanwhile be answered with this phase before the migrations hold it again.
    await answerWaitingRequests();
    await migrateWithBackup(services, path.join(appRoot, "drizzle"));
    phase = "preparing";
    // Seen as running from now on, before any start-up task looks for work left by processes that are gone.
    heartbeats.set(services, await startInstanceHeartbeat(database.db, logger));
    // Any instance's content change makes this one check its cached blog reads before reusing them.
    await expireSiteContentCacheOnChange(database);
    for (const task of startupTasks) await task(services);
    return services;
  } catch (error) {
    await heartbeats
      .get(services)
      ?.stop()
      .catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** A few milliseconds in which the server reads and answers requests that arrived while start-up held the event loop. */
const answerWaitingRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

export async function closeServices(services: AppServices) {
  // Page views still waiting in this process's beacon buffer are stored before the database closes.
  await flushBufferedBeacons(services.database.db);
  await heartbeats.get(services)?.stop();
  await services.database.close();
}

/** Starts sweeping for due scheduled jobs; the server entry stops it before closing the services. */
export function startScheduledJobs(services: AppServices): JobRunner {
  return startJobRunner(services, scheduledJobsFor(services.config));
}
