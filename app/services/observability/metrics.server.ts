import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "~/services/platform";
import { readStoredFigures } from "./stored-figures.server";

/** Seconds: a cache hit takes well under a millisecond, an uncached render tens of milliseconds, a slow query seconds. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800];

/** Connections of a PostgreSQL pool, or the queries waiting for the embedded database's one connection. */
export type PoolReading = { total: number; idle: number; waiting: number };

/**
 * Every metric the site exposes, in a registry of its own (never prom-client's global one, which a
 * second copy of a bundle would fill twice). Created only when METRICS_PORT is set: without it no
 * instrument exists and every hook below is skipped by one null check.
 */
export function createMetrics() {
  const registry = new Registry();
  // Node's own: CPU, memory, heap, garbage collection and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  // Gauges named like counters, which `promtool check metrics` rejects; nodejs_active_* say the same without the suffix.
  for (const misnamed of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"])
    registry.removeSingleMetric(misnamed);
  const metrics = {
    registry,
    requests: new Counter({
      name: "hsa_http_requests_total",
      help: "HTTP requests answered, by route template (never the raw path), method and status class.",
      labelNames: ["route", "method", "status_class"] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: "hsa_http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte handed to the socket, by route template and status class.",
      labelNames: ["route", "status_class"] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: "hsa_page_cache_requests_total",
      help: "Public pages answered from the rendered-page cache (hit) or rendered and stored in it (miss).",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    renderDuration: new Histogram({
      name: "hsa_render_duration_seconds",
      help: "How long a render worker's thread spent rendering and compressing one page.",
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    queryDuration: new Histogram({
      name: "hsa_db_query_duration_seconds",
      help: "Database round trips (a query, or an embedded-database transaction), from sending to the answer.",
      labelNames: ["driver"] as const,
      buckets: QUERY_BUCKETS,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: "hsa_job_runs_total",
      help: "Scheduled job runs this process claimed, by job and outcome.",
      labelNames: ["job", "status"] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: "hsa_job_duration_seconds",
      help: "How long a scheduled job's run took, by job.",
      labelNames: ["job"] as const,
      buckets: JOB_BUCKETS,
      registers: [registry],
    }),
    signInFailures: new Counter({
      name: "hsa_sign_in_failures_total",
      help: "Refused sign-ins by kind (wrong name or password, locked out, honeypot, wrong second-step code).",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What the server entry gives the metrics at start-up: readings it alone can take. */
export type ServerReadings = {
  /** Renders waiting for or running in a render worker; null without workers. */
  renderQueue(): number | null;
  renderWorkers(): number;
  ready(): boolean;
  draining(): boolean;
};

/**
 * Gauges read when Prometheus scrapes: the database pool, the server's own state, and figures kept
 * in the database (mail waiting or failed, the newest backup's age). A database that does not
 * answer leaves those at their last reading instead of failing the scrape.
 */
export function addScrapeTimeGauges(metrics: Metrics, database: Database, server: ServerReadings) {
  const registers = [metrics.registry];
  new Gauge({
    name: "hsa_db_pool_connections",
    help: "Database connections by state (PostgreSQL pool: total, idle; queries waiting for one). The embedded database has one connection.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const reading = database.poolReading?.();
      if (!reading) return;
      this.set({ state: "total" }, reading.total);
      this.set({ state: "idle" }, reading.idle);
      this.set({ state: "waiting" }, reading.waiting);
    },
  });
  new Gauge({
    name: "hsa_render_queue",
    help: "Pages handed to render workers and not yet rendered.",
    registers,
    collect() {
      this.set(server.renderQueue() ?? 0);
    },
  });
  new Gauge({
    name: "hsa_render_workers",
    help: "Render worker threads running (0: pages render on the main thread).",
    registers,
    collect() {
      this.set(server.renderWorkers());
    },
  });
  new Gauge({
    name: "hsa_ready",
    help: "1 when /readyz answers 200 (started, not draining, database answering at the last probe or scrape).",
    registers,
    collect() {
      this.set(server.ready() ? 1 : 0);
    },
  });
  new Gauge({
    name: "hsa_draining",
    help: "1 from SIGTERM until the process exits.",
    registers,
    collect() {
      this.set(server.draining() ? 1 : 0);
    },
  });
  // One database read per scrape serves the gauges below; each gauge's collect awaits the same one.
  let pending: ReturnType<typeof readStoredFigures> | null = null;
  const figures = () => {
    pending ??= readStoredFigures(database).finally(() => setTimeout(() => (pending = null), 0));
    return pending;
  };
  new Gauge({
    name: "hsa_mail_outbox",
    help: "Mails in the outbox by status: pending (waiting to be sent or retried) and failed (given up).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const read = await figures();
      if (!read) return;
      this.set({ status: "pending" }, read.mailPending);
      this.set({ status: "failed" }, read.mailFailed);
    },
  });
  new Gauge({
    name: "hsa_backup_last_success_timestamp_seconds",
    help: "When the newest completed backup was made (Unix seconds); 0 when none was ever made.",
    registers,
    async collect() {
      const read = await figures();
      if (read) this.set(read.lastBackupAt ? read.lastBackupAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: "hsa_backup_age_seconds",
    help: "Seconds since the newest completed backup was made; +Inf when none was ever made (an age alert then fires too).",
    registers,
    async collect() {
      const read = await figures();
      if (read) this.set(read.lastBackupAt ? Math.max(0, (Date.now() - read.lastBackupAt.getTime()) / 1000) : Number.POSITIVE_INFINITY);
    },
  });
}
