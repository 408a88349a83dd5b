import path from "node:path";
import type { AppConfig } from "~/services/platform";
import { createDiskStorage } from "./disk-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { StorageDriver } from "./storage-driver.server";

/** What storage holds, each in its own folder (disk) or key prefix (bucket). */
export type StorageArea = "uploads" | "backups";

type StorageConfig = Pick<AppConfig, "dataDir" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX">;

/**
 * The one place that picks a driver: the S3-compatible bucket when S3_BUCKET is set (several
 * instances share it), otherwise DATA_DIR/<area> on the local disk.
 */
export function storageFor(config: StorageConfig, area: StorageArea): StorageDriver {
  if (!config.S3_BUCKET) return createDiskStorage(path.join(config.dataDir, area));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: `${config.S3_PREFIX}${area}/`,
  });
}
