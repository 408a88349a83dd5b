import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import os from "node:os";

/** Another process on this machine holds the embedded database's directory. */
export class DataDirectoryInUseError extends Error {}

type LockOwner = { pid: number; host: string };

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string" ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

/**
 * On Linux, a process that has ended but that its parent has not yet reaped (a zombie: a server
 * killed with its supervisor, in the instant before the reaping) still answers `kill(pid, 0)`.
 * Its files are closed: it holds nothing.
 */
function hasEnded(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) state ...": the command may itself contain ") ".
    const state = stat.charAt(stat.lastIndexOf(")") + 2);
    return state === "Z" || state === "X";
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !hasEnded(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The recorded owner, if it is another process that still runs on this machine. */
function liveOtherOwner(file: string): LockOwner | null {
  const owner = readOwner(file);
  if (!owner || owner.host !== os.hostname() || owner.pid === process.pid) return null;
  return isRunning(owner.pid) ? owner : null;
}

function createExclusively(file: string): boolean {
  try {
    const fd = openSync(file, "wx");
    writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies LockOwner));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Claims the embedded database's directory for this process, as PostgreSQL's postmaster.pid does:
 * PGlite lets a second process open the same files, and two writers corrupt them; the server also
 * caches what it reads on the understanding that its own changes are the only ones. A lock left
 * by a process that has ended (a crash, a killed container) is taken over. Returns the release.
 */
export function claimDataDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  if (!createExclusively(file)) {
    const owner = liveOtherOwner(file);
    if (owner) {
      throw new DataDirectoryInUseError(
        `The embedded database in ${dir} is in use by process ${owner.pid} (a running server?). Stop that process first. ` +
          `If none is running, delete ${file}. Several instances need a PostgreSQL server (DATABASE_URL).`,
      );
    }
    rmSync(file, { force: true });
    if (!createExclusively(file)) throw new DataDirectoryInUseError(`Another process claimed the embedded database in ${dir} at the same moment; try again.`);
  }
  return () => {
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
