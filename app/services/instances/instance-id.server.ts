import { randomBytes } from "node:crypto";
import os from "node:os";

/**
 * This process's name wherever it claims work (job runs, backups, restores) and its work directory:
 * host, process id and a random suffix (a restarted container may reuse both host and pid).
 * Letters, digits, dots and hyphens only, so it is also a safe directory name.
 */
export const processInstanceId = `${os.hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`.replace(/[^A-Za-z0-9.-]/g, "_");
