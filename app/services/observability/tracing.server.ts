import type { IncomingMessage, ServerResponse } from "node:http";
import type { Attributes, Context, Span } from "@opentelemetry/api";

/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 061). The SDK is
 * imported here, lazily, by startTracing: a site without the variable never loads it, and every
 * call site checks `activeTracing()` (one null check) before doing anything.
 */
export type Tracing = {
  /** Runs `work` in a span, a child of the active one; the span records a thrown error. */
  inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T>;
  /** A span that is not made active (a leaf, such as a render on a worker thread), ended by the caller. */
  startSpan(name: string, attributes: Attributes): { end(error?: unknown): void };
  /**
   * Handles one HTTP request inside a server span. `parentHeaders`: trust the request's W3C
   * `traceparent` (only when it came from a trusted proxy). `route` names the span once the response is finished.
   */
  traceRequest(req: IncomingMessage, res: ServerResponse, options: { parentHeaders: boolean; route: () => string }, handle: () => void): void;
  /** The active span's ids for a log line (`trace_id`, `span_id`), or nothing outside a span. */
  logFields(): Record<string, string>;
  /** Sends the spans still buffered and stops; rejects when the receiver could not take them. */
  shutdown(): Promise<void>;
};

let active: Tracing | null = null;

/** The process's tracing, or null when OTEL_EXPORTER_OTLP_ENDPOINT is not set. */
export function activeTracing(): Tracing | null {
  return active;
}

const DEFAULT_SERVICE_NAME = "hsa-firm-site";
const DEFAULT_BATCH_DELAY_MS = 5000;

/** Starts exporting traces over OTLP/HTTP to the endpoint (the exporter reads the standard OTEL_EXPORTER_OTLP_* variables). */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<Tracing> {
  const [
    api,
    { AsyncLocalStorageContextManager },
    { BatchSpanProcessor, TracerProvider },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/context-async-hooks"),
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/core"),
  ]);
  const { context, propagation, trace, SpanKind, SpanStatusCode } = api;
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: delay > 0 ? delay : DEFAULT_BATCH_DELAY_MS })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer(DEFAULT_SERVICE_NAME);

  const fail = (span: Span, error: unknown) => {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  };

  const tracing: Tracing = {
    inSpan(name, attributes, work) {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          fail(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    startSpan(name, attributes) {
      const span = tracer.startSpan(name, { attributes });
      return {
        end(error) {
          if (error !== undefined) fail(span, error);
          span.end();
        },
      };
    },
    traceRequest(req, res, { parentHeaders, route }, handle) {
      const parent: Context = parentHeaders ? propagation.extract(context.active(), req.headers) : context.active();
      const method = req.method ?? "GET";
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { "http.request.method": method, "url.path": pathOf(req.url) } }, parent);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        const template = route();
        span.updateName(`${method} ${template}`);
        span.setAttribute("http.route", template);
        span.setAttribute("http.response.status_code", res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      res.once("finish", end);
      res.once("close", end);
      context.with(trace.setSpan(parent, span), handle);
    },
    logFields(): Record<string, string> {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    shutdown: () => provider.shutdown(),
  };
  active = tracing;
  return tracing;
}

/** The path without its query: query strings may carry tokens. */
function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const queryStart = target.indexOf("?");
  return queryStart === -1 ? target : target.slice(0, queryStart);
}
