import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import type { LongestRender } from "./render-workers";

export const EVENT_LOOP_PROBE_PATH = "/__event-loop";

const NS_PER_MS = 1e6;
/** CPU milliseconds in a `process.cpuUsage()` or `process.threadCpuUsage()` reading. */
export const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

/**
 * Longest the event loop was blocked since the last reading (benchmarks read it after a run to
 * show that no render holds the loop), what of it was the main thread's garbage collection, the
 * longest render in a render worker and the most CPU time one took, and the CPU time used so far
 * by the whole process and by the main thread alone (render workers are the difference). Enabled
 * only by EVENT_LOOP_PROBE.
 */
export function startEventLoopProbe(renderWorkers: { takeLongestRender(): LongestRender } | null = null) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let gcMaxMs = 0;
  let gcMs = 0;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
      gcMs += entry.duration;
    }
  }).observe({ entryTypes: ["gc"] });
  return {
    /** Delays in milliseconds since the previous reading, then starts a new period. */
    read() {
      const longestRender = renderWorkers?.takeLongestRender() ?? null;
      const reading = {
        maxMs: histogram.max / NS_PER_MS,
        p99Ms: histogram.percentile(99) / NS_PER_MS,
        meanMs: histogram.mean / NS_PER_MS,
        processCpuMs: cpuMs(process.cpuUsage()),
        mainThreadCpuMs: cpuMs(process.threadCpuUsage()),
        gcMaxMs,
        gcMs,
        renderMaxMs: longestRender?.ms ?? null,
        renderMaxCpuMs: longestRender?.cpuMs ?? null,
      };
      histogram.reset();
      gcMaxMs = 0;
      gcMs = 0;
      return reading;
    },
  };
}
