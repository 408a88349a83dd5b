/**
 * Storage: one driver interface (put, get, stat, delete, list) for files that outlive a request,
 * backups and media alike, with a driver over a local directory and one over an S3-compatible
 * bucket; `storageFor` picks one from configuration.
 */
export { createDiskStorage } from "./disk-storage.server";
export { createS3Storage, type S3Settings } from "./s3-storage.server";
export { type StorageArea, storageFor } from "./storage-for.server";
export { assertStorageKey, InvalidStorageKeyError, type StorageDriver, type StoredObject } from "./storage-driver.server";
