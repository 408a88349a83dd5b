/**
 * Storage: one driver interface (put, get, stat, delete, list) for files that outlive a request,
 * backups and media alike, with a driver over a local directory.
 */
export { createDiskStorage } from "./disk-storage.server";
export { assertStorageKey, InvalidStorageKeyError, type StorageDriver, type StoredObject } from "./storage-driver.server";
