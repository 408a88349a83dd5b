import { mkdir } from "node:fs/promises";
import path from "node:path";
import { processInstanceId } from "~/services/instances";
import type { AppConfig } from "~/services/platform";
import { type StorageDriver, storageFor } from "~/services/storage";

/** Where archives are kept: DATA_DIR/backups on disk, or the S3-compatible bucket when one is configured. */
export function backupStorage(config: AppConfig): StorageDriver {
  return storageFor(config, "backups");
}

/**
 * Uploaded files a backup carries and a restore replaces, in the archive under `uploads/<key>`:
 * wherever media keeps them (DATA_DIR/uploads, or the bucket), so an archive is complete either way.
 */
export function uploadsStorage(config: AppConfig): StorageDriver {
  return storageFor(config, "uploads");
}

/** Temporary files of backups and restores, on the data volume so moving into place is a rename. */
export function backupTmpDir(config: Pick<AppConfig, "dataDir">): string {
  return path.join(config.dataDir, "tmp");
}

/** Where each process's scratch directories are, one per process (see `backupWorkDir`). */
export function workDirsRoot(config: Pick<AppConfig, "dataDir">): string {
  return path.join(backupTmpDir(config), "work");
}

/**
 * This process's scratch space for staging and unpacking: named after the process, so whatever a
 * process that is gone left here is recognised and removed at the next start (interrupted-work).
 */
export async function backupWorkDir(config: Pick<AppConfig, "dataDir">): Promise<string> {
  const dir = path.join(workDirsRoot(config), processInstanceId);
  await mkdir(dir, { recursive: true });
  return dir;
}

export function restoreLimitBytes(config: Pick<AppConfig, "BACKUP_MAX_RESTORE_MB">): number {
  return config.BACKUP_MAX_RESTORE_MB * 1024 * 1024;
}
