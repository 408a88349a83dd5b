import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { Parser, type ReadEntry } from "tar";
import { isAllowedEntryPath } from "~/lib/backups/archive-format";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";

/**
 * More entries than any backup of this site holds: a manifest, a few dozen tables and about seven
 * files per uploaded image (the original and its WebP and AVIF widths), so some 14,000 images.
 */
export const MAX_ARCHIVE_ENTRIES = 100_000;

/**
 * Inflated bytes handed on at a time. Node's gunzip runs off the main thread and waits while the
 * reader is busy, so however far the archive inflates (a run of zeros, tens of thousands of empty
 * entries) memory holds a few chunks and no turn of the event loop parses more than this.
 */
const INFLATED_CHUNK_BYTES = 16 * 1024;
const READ_BYTES = 64 * 1024;

/** The archive's tar stream, inflated chunk by chunk with backpressure; errors reach the returned stream. */
export function inflatedTar(file: string): Readable {
  const source = createReadStream(file, { highWaterMark: READ_BYTES });
  const inflate = createGunzip({ chunkSize: INFLATED_CHUNK_BYTES });
  source.on("error", (error) => inflate.destroy(error));
  inflate.on("close", () => source.destroy());
  return source.pipe(inflate);
}

const megabytes = (bytes: number) => Math.ceil(bytes / 1024 / 1024);

/**
 * Reads an archive's entries as a stream, headers only, before anything is unpacked, and stops at
 * the first entry that is not a regular file or directory at an allowed path, that declares more
 * bytes than the restore limit leaves, or that passes the entry count: memory stays bounded
 * whatever the archive declares, and the refusal names what was wrong.
 */
export function inspectArchive(file: string, { maxBytes, maxEntries = MAX_ARCHIVE_ENTRIES }: { maxBytes: number; maxEntries?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const tarStream = inflatedTar(file);
    const parser = new Parser({ strict: true });
    let settled = false;
    let declared = 0;
    let entries = 0;
    const finish = (problem: string | null) => {
      if (settled) return;
      settled = true;
      tarStream.unpipe(parser);
      tarStream.destroy();
      if (problem === null) return resolve();
      parser.abort(new Error(problem));
      reject(new BackupArchiveError(problem));
    };
    const problemWith = (entry: ReadEntry): string | null => {
      entries += 1;
      if (entries > maxEntries) return ARCHIVE_PROBLEMS.tooManyEntries(maxEntries);
      if (entry.type !== "File" && entry.type !== "OldFile" && entry.type !== "Directory") return ARCHIVE_PROBLEMS.unsafeEntry(`${entry.path} (${entry.type})`);
      if (!isAllowedEntryPath(entry.path)) return ARCHIVE_PROBLEMS.unsafeEntry(entry.path);
      const size = entry.size ?? 0;
      if (size > maxBytes) return ARCHIVE_PROBLEMS.entryTooLarge(entry.path, megabytes(size), megabytes(maxBytes));
      declared += size;
      if (declared > maxBytes) return ARCHIVE_PROBLEMS.tooLarge(megabytes(maxBytes));
      return null;
    };
    parser.on("entry", (entry: ReadEntry) => {
      const problem = settled ? null : problemWith(entry);
      if (problem) finish(problem);
      else entry.resume();
    });
    // In strict mode every damage (a bad checksum, a truncated entry, no tar at all) is an error.
    parser.on("error", () => finish(ARCHIVE_PROBLEMS.damaged));
    parser.on("end", () => finish(null));
    tarStream.on("error", () => finish(ARCHIVE_PROBLEMS.damaged));
    tarStream.pipe(parser);
  });
}
