import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimDataDirectory, DataDirectoryInUseError } from "~/services/platform/data-directory-lock.server";

const root = mkdtempSync(path.join(os.tmpdir(), "hsa-lock-"));
const lockOf = (dir: string) => `${dir}.lock`;
const recordOwner = (dir: string, pid: number, host = os.hostname()) => writeFileSync(lockOf(dir), JSON.stringify({ pid, host }));

/** A process id that no running process has: one that has just exited. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

/**
 * A process that has ended and is not yet reaped: a shell starts a short sleep in the background,
 * says its id, then becomes a long sleep, which never reaps it.
 */
async function zombie(): Promise<{ pid: number; stop(): void }> {
  const parent = spawn("sh", ["-c", "sleep 0.05 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
  const pid = Number(await new Promise<string>((resolve) => parent.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString()))));
  const deadline = Date.now() + 5_000;
  while (!/\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, stop: () => parent.kill("SIGKILL") };
}

describe("the embedded database's directory lock", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("records this process and removes its lock on release", () => {
    const dir = path.join(root, "fresh");
    const release = claimDataDirectory(dir);
    expect(JSON.parse(readFileSync(lockOf(dir), "utf8"))).toEqual({ pid: process.pid, host: os.hostname() });
    release();
    expect(existsSync(lockOf(dir))).toBe(false);
  });

  it("refuses a directory held by another running process, naming it and what to do", () => {
    const dir = path.join(root, "held");
    recordOwner(dir, process.ppid);
    expect(() => claimDataDirectory(dir)).toThrow(DataDirectoryInUseError);
    expect(() => claimDataDirectory(dir)).toThrow(
      `in use by process ${process.ppid} (a running server?). Stop that process first. If none is running, delete ${lockOf(dir)}`,
    );
    expect(JSON.parse(readFileSync(lockOf(dir), "utf8")).pid).toBe(process.ppid);
  });

  it("takes over a lock left by a process that has ended, by another host's process or in an unreadable state", () => {
    for (const [name, write] of [
      ["crashed", (dir: string) => recordOwner(dir, endedPid())],
      ["other-host", (dir: string) => recordOwner(dir, process.ppid, `${os.hostname()}-elsewhere`)],
      ["garbled", (dir: string) => writeFileSync(lockOf(dir), "not json")],
    ] as const) {
      const dir = path.join(root, name);
      write(dir);
      const release = claimDataDirectory(dir);
      expect(JSON.parse(readFileSync(lockOf(dir), "utf8")).pid, name).toBe(process.pid);
      release();
    }
  });

  it.runIf(process.platform === "linux")("takes over a lock left by a process that has ended but is not yet reaped (a zombie)", async () => {
    const ended = await zombie();
    try {
      const dir = path.join(root, "zombie");
      recordOwner(dir, ended.pid);
      const release = claimDataDirectory(dir);
      expect(JSON.parse(readFileSync(lockOf(dir), "utf8")).pid).toBe(process.pid);
      release();
    } finally {
      ended.stop();
    }
  });

  it("leaves a lock alone on release once another process has taken it over", () => {
    const dir = path.join(root, "taken-over");
    const release = claimDataDirectory(dir);
    recordOwner(dir, process.ppid);
    release();
    expect(JSON.parse(readFileSync(lockOf(dir), "utf8")).pid).toBe(process.ppid);
  });
});
