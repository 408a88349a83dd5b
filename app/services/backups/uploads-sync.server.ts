import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type BackupManifest, UPLOADS_DIR } from "~/lib/backups/archive-format";
import { assertStorageKey, type StorageDriver } from "~/services/storage";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";
import { digestFile, type FileDigest } from "./file-checksums.server";

/** How the uploads in storage differ from an archive's: the keys a restore adds, replaces and deletes. */
export type UploadChanges = { added: string[]; changed: string[]; removed: string[] };

const keyOf = (entryPath: string) => entryPath.slice(UPLOADS_DIR.length + 1);

/** Copies one stored object to a local file; false when it vanished meanwhile. */
export async function fetchObject(storage: StorageDriver, key: string, target: string): Promise<boolean> {
  const body = await storage.get(key);
  if (!body) return false;
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(body, createWriteStream(target));
  return true;
}

/** Every archived upload must be a key the storage accepts, so a restore cannot fail halfway on a name. */
export function assertStorableUploads(manifest: BackupManifest): void {
  for (const file of manifest.files) {
    try {
      assertStorageKey(keyOf(file.path));
    } catch {
      throw new BackupArchiveError(ARCHIVE_PROBLEMS.unsafeEntry(file.path));
    }
  }
}

/**
 * Compares stored uploads with the archive's by size and SHA-256. Objects whose size differs are
 * not read; the others are copied to `scratchDir` to be hashed (storage may be remote).
 */
export async function compareUploads(storage: StorageDriver, manifest: BackupManifest, scratchDir: string): Promise<UploadChanges> {
  const incoming = new Map(manifest.files.map((file) => [keyOf(file.path), file]));
  const changes: UploadChanges = { added: [], changed: [], removed: [] };
  const present = new Set<string>();
  for (const object of await storage.list()) {
    present.add(object.key);
    const archived = incoming.get(object.key);
    if (!archived) changes.removed.push(object.key);
    else if (archived.bytes !== object.size || (await storedDigest(storage, object.key, scratchDir))?.sha256 !== archived.sha256)
      changes.changed.push(object.key);
  }
  for (const key of incoming.keys()) if (!present.has(key)) changes.added.push(key);
  return changes;
}

async function storedDigest(storage: StorageDriver, key: string, scratchDir: string): Promise<FileDigest | null> {
  const copy = path.join(scratchDir, "compare", key);
  return (await fetchObject(storage, key, copy)) ? digestFile(copy) : null;
}

/** Written once every replaced upload is copied aside, before storage changes: its presence means "undo me". */
const JOURNAL_FILE = "upload-changes.json";
const ASIDE_DIR = "replaced";

/**
 * Puts storage back as it was before `applyUploadChanges` wrote to it, from what it left in
 * `journalDir`: the keys it added are deleted, the ones it replaced or deleted are put back.
 * False when there is nothing to undo (it never got as far as changing storage).
 */
export async function undoUploadChanges(storage: StorageDriver, journalDir: string): Promise<boolean> {
  const journal = await readFile(path.join(journalDir, JOURNAL_FILE), "utf8").catch(() => null);
  if (journal === null) return false;
  const { changes, saved } = JSON.parse(journal) as { changes: UploadChanges; saved: string[] };
  for (const key of changes.added) await storage.delete(key);
  for (const key of saved) await storage.put(key, path.join(journalDir, ASIDE_DIR, key));
  return true;
}

/**
 * Makes storage hold exactly the archive's uploads: puts the added and changed ones, deletes the
 * removed ones, after copying what it replaces or deletes into `journalDir` and recording there
 * what it is about to do, so that `undo`, or the next start after a crash, can put it all back.
 */
export async function applyUploadChanges(
  storage: StorageDriver,
  archiveDir: string,
  changes: UploadChanges,
  journalDir: string,
): Promise<{ undo(): Promise<void> }> {
  await mkdir(journalDir, { recursive: true });
  const saved: string[] = [];
  for (const key of [...changes.changed, ...changes.removed]) if (await fetchObject(storage, key, path.join(journalDir, ASIDE_DIR, key))) saved.push(key);
  // Written whole, then renamed: a journal is never half there.
  await writeFile(path.join(journalDir, `${JOURNAL_FILE}.part`), JSON.stringify({ changes, saved }));
  await rename(path.join(journalDir, `${JOURNAL_FILE}.part`), path.join(journalDir, JOURNAL_FILE));
  const undo = async () => {
    await undoUploadChanges(storage, journalDir);
  };
  try {
    for (const key of [...changes.added, ...changes.changed]) await storage.put(key, path.join(archiveDir, UPLOADS_DIR, key));
    for (const key of changes.removed) await storage.delete(key);
  } catch (error) {
    await undo();
    throw error;
  }
  return { undo };
}
