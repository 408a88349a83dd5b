import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** A nice value of 10 gives a thread about a tenth of the CPU share of one at 0 when both want a core. */
const RENDER_WORKER_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority, not the process's: on Linux a thread has its
 * own nice value, set through its thread id (read from /proc/thread-self). A render worker calls
 * it, so that when the cores are saturated the main thread, which answers cache hits, the admin
 * area and the database, is scheduled first, and the workers take what it leaves. Elsewhere (no
 * /proc) threads keep equal priority.
 */
export function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, RENDER_WORKER_NICENESS);
  } catch {
    // No /proc (not Linux) or not allowed: the worker keeps the main thread's priority.
  }
}
