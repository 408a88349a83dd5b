import { mkdir } from "node:fs/promises";
import path from "node:path";
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

/** Scratch space for staging and unpacking, on the data volume so moving into place is a rename. */
export async function backupWorkDir(config: Pick<AppConfig, "dataDir">): Promise<string> {
  const dir = path.join(config.dataDir, "tmp");
  await mkdir(dir, { recursive: true });
  return dir;
}

export function restoreLimitBytes(config: Pick<AppConfig, "BACKUP_MAX_RESTORE_MB">): number {
  return config.BACKUP_MAX_RESTORE_MB * 1024 * 1024;
}
