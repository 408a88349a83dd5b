/**
 * Observability: Prometheus metrics (only when METRICS_PORT is set) and OpenTelemetry traces (only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set), started once per process by the bootstrap and handed to
 * the server entry through the build (decisions 060 and 061). Off, each costs one null check where
 * a service reports to it.
 */
import type { AppConfig } from "~/services/platform";
import { createMetrics, type Metrics } from "./metrics.server";
import { activeTracing, startTracing } from "./tracing.server";

export { addScrapeTimeGauges, type Metrics, type PoolReading, type ServerReadings } from "./metrics.server";
export { queryObserver } from "./query-observer.server";
export { activeTracing, type Tracing } from "./tracing.server";

let metrics: Metrics | null = null;

/** The process's metrics, or null when METRICS_PORT is not set. */
export function activeMetrics(): Metrics | null {
  return metrics;
}

/** Starts what the configuration asks for; called once, before the logger and the database exist. */
export async function startObservability(config: AppConfig, env: NodeJS.ProcessEnv) {
  if (config.METRICS_PORT !== undefined) metrics ??= createMetrics();
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? (activeTracing() ?? (await startTracing(env))) : null;
  return { metrics, tracing };
}

/** A scheduled job's run this process claimed: counted by outcome and timed. */
export function observeJobRun(job: string, status: "succeeded" | "failed", seconds: number) {
  if (!metrics) return;
  metrics.jobRuns.inc({ job, status });
  metrics.jobDuration.observe({ job }, seconds);
}

/** A refused sign-in (the security event's kind). */
export function countSignInFailure(kind: string) {
  metrics?.signInFailures.inc({ kind });
}

/** Runs a job's body in a span when tracing is on. */
export function traceJob<T>(job: string, work: () => Promise<T>): Promise<T> {
  const tracing = activeTracing();
  return tracing ? tracing.inSpan(`job ${job}`, { "job.name": job }, work) : work();
}
