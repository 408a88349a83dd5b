import type { Logger } from "pino";

const FLUSH_INTERVAL_MS = 10_000;
/** Distinct paths counted between flushes; the rest are summed under OTHER_PATHS so a flood cannot grow it. */
const MAX_PATHS = 500;
const OTHER_PATHS = "(other paths)";

/**
 * Cache hits are answered without Express and pino-http, so they are counted here and written to
 * the request log as one line per interval: a log line per hit would cost more than the hit.
 */
export class PageHitLog {
  private counts = new Map<string, number>();
  private total = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly logger: Logger,
    intervalMs = FLUSH_INTERVAL_MS,
    /** Called for each hit too (the page-cache metric), when metrics are on. */
    private readonly onHit: (() => void) | null = null,
  ) {
    this.timer = setInterval(() => this.flush(), intervalMs);
    this.timer.unref();
  }

  count(path: string) {
    this.total++;
    this.onHit?.();
    const counted = this.counts.get(path);
    if (counted !== undefined) {
      this.counts.set(path, counted + 1);
      return;
    }
    const key = this.counts.size < MAX_PATHS ? path : OTHER_PATHS;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Writes the hits counted since the last flush, if any. */
  flush() {
    if (this.total === 0) return;
    this.logger.info({ cacheHits: this.total, byPath: Object.fromEntries(this.counts) }, "page cache hits");
    this.counts = new Map();
    this.total = 0;
  }

  stop() {
    clearInterval(this.timer);
    this.flush();
  }
}
