// A process's resident memory, read from Linux's /proc (the benches run on Linux).
import { readFileSync } from "node:fs";

/** Resident set size of process `pid` in MB, or NaN where /proc does not say. */
export function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}
