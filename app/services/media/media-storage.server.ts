import type { AppConfig } from "~/services/platform";
import { type StorageDriver, storageFor } from "~/services/storage";
import type { VariantFormat } from "~/lib/media/media-urls";

/** Uploaded images' files: DATA_DIR/uploads on disk (which backups carry), or the bucket's uploads/ prefix. */
export function mediaStorage(config: AppConfig): StorageDriver {
  return storageFor(config, "uploads");
}

/** Keys are built from a validated hash, width and format only: never from anything a user named. */
export const mediaKeys = {
  folder: (hash: string) => `images/${hash}/`,
  original: (hash: string, extension: string) => `images/${hash}/original.${extension}`,
  variant: (hash: string, width: number, format: VariantFormat) => `images/${hash}/${width}.${format}`,
};
