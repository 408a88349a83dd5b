import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "~/services/platform";
import { createDiskStorage, type StorageDriver } from "~/services/storage";

/** Where archives are kept: DATA_DIR/backups on disk (an S3-compatible bucket once that driver exists). */
export function backupStorage(config: Pick<AppConfig, "dataDir">): StorageDriver {
  return createDiskStorage(path.join(config.dataDir, "backups"));
}

/**
 * Uploaded files a backup carries and a restore replaces, in the archive under `uploads/<key>`.
 * The one place that picks their storage: DATA_DIR/uploads on disk, where media keeps them.
 */
export function uploadsStorage(config: Pick<AppConfig, "dataDir">): StorageDriver {
  return createDiskStorage(path.join(config.dataDir, "uploads"));
}

/** Scratch space for staging and unpacking, on the data volume so moving into place is a rename. */
export async function backupWorkDir(config: Pick<AppConfig, "dataDir">): Promise<string> {
  const dir = path.join(config.dataDir, "tmp");
  await mkdir(dir, { recursive: true });
  return dir;
}

export function restoreLimitBytes(config: Pick<AppConfig, "BACKUP_MAX_RESTORE_MB">): number {
  return config.BACKUP_MAX_RESTORE_MB * 1024 * 1024;
}
