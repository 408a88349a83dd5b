import type { Readable } from "node:stream";

export type StoredObject = { key: string; size: number; modifiedAt: Date };

/**
 * Where media and backups keep their files. Keys are relative paths of plain segments
 * ("backup-....tar.gz", "images/ab/cd.webp"). A disk driver exists; an S3-compatible one
 * implements the same five calls.
 */
export interface StorageDriver {
  /** Stores the local file at `key` (replacing any object there) without a partly written object ever being visible. */
  put(key: string, sourceFile: string): Promise<StoredObject>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** False when there was nothing to delete. */
  delete(key: string): Promise<boolean>;
  list(prefix?: string): Promise<StoredObject[]>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

/** Segments start with a letter or digit, so "..", "." and hidden names can never be a key. */
export function assertStorageKey(key: string): void {
  if (key.length > 500 || !KEY.test(key)) throw new InvalidStorageKeyError(key);
}
