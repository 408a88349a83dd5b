export type LoadResult = { requestsPerSecond: number; requests: number; p50: number; p99: number; non2xx: number; errors: number };
export type LoadOptions = {
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  cold?: boolean;
  coldParameter?: string;
  coldRepeats?: number;
  /** The command and arguments that start wrk (e.g. under taskset); wrk only. */
  run?: (command: string, args: string[]) => [string, string[]];
};
export function ensureLoadGenerator(): "wrk" | "autocannon";
export function loadGenerator(): "wrk" | "autocannon";
export function measure(url: string, options?: LoadOptions): Promise<LoadResult>;
export function parseWrkReport(report: string): LoadResult;
export function formatMs(ms: number): string;
export function formatLoad(label: string, result: LoadResult): string;
