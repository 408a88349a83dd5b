import type { QueryObserver } from "~/services/platform";
import type { Metrics } from "./metrics.server";
import type { Tracing } from "./tracing.server";

/** Longest statement text a span carries: enough to recognise the query, never its parameters (they are sent apart). */
const STATEMENT_CHARS = 300;

/**
 * What the database layer calls around each round trip when metrics or traces are on: its
 * duration into the query histogram and a client span with the statement. Undefined when both are
 * off, so the database layer wraps nothing at all.
 */
export function queryObserver(driver: "pglite" | "pg", metrics: Metrics | null, tracing: Tracing | null): QueryObserver | undefined {
  if (!metrics && !tracing) return undefined;
  const histogram = metrics?.queryDuration.labels({ driver });
  const system = driver === "pg" ? "postgresql" : "pglite";
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    if (!histogram) return run();
    const end = histogram.startTimer();
    try {
      return await run();
    } finally {
      end();
    }
  };
  // A whole transaction is not timed: its queries are, one by one.
  return (statement, run, whole = false) => {
    const measured = whole ? run : () => timed(run);
    if (!tracing) return measured();
    const text = statement.length > STATEMENT_CHARS ? `${statement.slice(0, STATEMENT_CHARS)}…` : statement;
    return tracing.inSpan(whole ? "db transaction" : `db ${operationOf(statement)}`, { "db.system.name": system, "db.query.text": text }, measured);
  };
}

/** The statement's first word (select, insert, begin ...), for the span's name. */
function operationOf(statement: string): string {
  const match = /^\s*([a-z]+)/i.exec(statement);
  return match ? match[1]!.toLowerCase() : "query";
}
