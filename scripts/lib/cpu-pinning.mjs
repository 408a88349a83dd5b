// Pins processes to cores for benches that compare per-core throughput: the server under test on
// one core, the load generator on another, so neither takes the other's core and a server's
// req/s is what one core gives it. Linux's taskset; without it (or with BENCH_PIN=0, or on one
// core) nothing is pinned and the bench says so.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";

const TASKSET = ["/usr/bin/taskset", "/bin/taskset"].find((candidate) => existsSync(candidate)) ?? null;

/** The cores to use, or null when pinning is off or impossible. */
export function pinning() {
  const cores = os.availableParallelism();
  if (process.env.BENCH_PIN === "0" || !TASKSET || cores < 2) return null;
  return {
    /** The core servers under test run on. */
    serverCore: "0",
    /** The core the load generator runs on. */
    loadCore: "1",
    allCores: `0-${cores - 1}`,
    /** Sets the CPU affinity of every thread of a running process (its render workers too). */
    pin(pid, cpus) {
      execFileSync(TASKSET, ["--all-tasks", "--cpu-list", "--pid", cpus, String(pid)], { stdio: "ignore" });
    },
    /** The command and arguments that run `command` on `cpus`. */
    command(cpus, command, args) {
      return [TASKSET, ["--cpu-list", cpus, command, ...args]];
    },
  };
}
