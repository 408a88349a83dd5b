import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { BACKUP_FORMAT_VERSION, type BackupManifest, isAllowedEntryPath, MANIFEST_FILE, manifestSchema, tableEntryPath } from "~/lib/backups/archive-format";
import { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";
import { digestFile, listFiles } from "./file-checksums.server";
import { inflatedTar, inspectArchive, MAX_ARCHIVE_ENTRIES } from "./inspect-archive.server";

export type OpenedArchive = {
  /** Directory holding the unpacked, verified parts. */
  dir: string;
  manifest: BackupManifest;
  close(): Promise<void>;
};

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks only regular files and directories at allowed paths, within the size limit; anything
 * else refuses the whole archive. `inspectArchive` has already read every header: this repeats
 * its checks on what is written, inflated in the same small chunks.
 */
async function unpack(file: string, dir: string, maxBytes: number): Promise<void> {
  let problem: string | null = null;
  let total = 0;
  let entries = 0;
  const refuse = (message: string) => {
    problem ??= message;
    return false;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const extract = tar.x({
        cwd: dir,
        strict: true,
        preservePaths: false,
        preserveOwner: false,
        noMtime: true,
        filter: (entryPath, entry) => {
          const type = "type" in entry ? entry.type : "File";
          if (type !== "File" && type !== "OldFile" && type !== "Directory") return refuse(ARCHIVE_PROBLEMS.unsafeEntry(`${entryPath} (${type})`));
          if (!isAllowedEntryPath(entryPath)) return refuse(ARCHIVE_PROBLEMS.unsafeEntry(entryPath));
          total += entry.size ?? 0;
          entries += 1;
          if (entries > MAX_ARCHIVE_ENTRIES) return refuse(ARCHIVE_PROBLEMS.tooManyEntries(MAX_ARCHIVE_ENTRIES));
          if (total > maxBytes) return refuse(ARCHIVE_PROBLEMS.tooLarge(Math.ceil(maxBytes / 1024 / 1024)));
          return problem === null;
        },
      });
      const source = inflatedTar(file);
      extract.on("error", reject);
      extract.on("close", resolve);
      source.on("error", reject);
      source.pipe(extract);
    });
  } catch (error) {
    // node-tar in strict mode rejects unsafe paths ("..", absolute) itself, before the filter sees them.
    const code = (error as { code?: string }).code;
    if (problem) throw new BackupArchiveError(problem);
    if (code === "TAR_ENTRY_ERROR" || code === "TAR_ENTRY_UNSUPPORTED")
      throw new BackupArchiveError(ARCHIVE_PROBLEMS.unsafeEntry(String((error as { path?: string }).path ?? (error as Error).message)));
    throw new BackupArchiveError(ARCHIVE_PROBLEMS.damaged);
  }
  if (problem) throw new BackupArchiveError(problem);
}

function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupArchiveError(ARCHIVE_PROBLEMS.badManifest);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (parsed.success) {
    if (parsed.data.formatVersion > BACKUP_FORMAT_VERSION)
      throw new BackupArchiveError(ARCHIVE_PROBLEMS.newerFormat(parsed.data.formatVersion, BACKUP_FORMAT_VERSION));
    return parsed.data;
  }
  const app = (raw as { app?: unknown } | null)?.app;
  const version = (raw as { formatVersion?: unknown } | null)?.formatVersion;
  if (app !== undefined && app !== manifestSchema.shape.app.value) throw new BackupArchiveError(ARCHIVE_PROBLEMS.foreign);
  if (typeof version === "number" && version > BACKUP_FORMAT_VERSION)
    throw new BackupArchiveError(ARCHIVE_PROBLEMS.newerFormat(version, BACKUP_FORMAT_VERSION));
  throw new BackupArchiveError(ARCHIVE_PROBLEMS.badManifest);
}

/** Every part the manifest lists is present with its size and checksum, and nothing else is. */
async function verifyParts(dir: string, manifest: BackupManifest): Promise<void> {
  const expected = new Map<string, { bytes: number; sha256: string }>([
    ...manifest.tables.map((table) => [tableEntryPath(table.name), table] as const),
    ...manifest.files.map((entry) => [entry.path, entry] as const),
  ]);
  const present = new Set((await listFiles(dir)).filter((file) => file !== MANIFEST_FILE));
  for (const file of present) if (!expected.has(file)) throw new BackupArchiveError(ARCHIVE_PROBLEMS.extraPart(file));
  for (const [part, listed] of expected) {
    if (!present.has(part)) throw new BackupArchiveError(ARCHIVE_PROBLEMS.missingPart(part));
    const actual = await digestFile(path.join(dir, part));
    if (actual.bytes !== listed.bytes || actual.sha256 !== listed.sha256) throw new BackupArchiveError(ARCHIVE_PROBLEMS.checksum(part));
  }
}

/**
 * Unpacks an archive into a fresh directory under `workDir` and checks it completely: a gzip tar
 * of allowed paths only, within `maxBytes` and the entry count (both checked on the headers,
 * streamed, before anything is unpacked), with a manifest of this site in a format this code
 * reads, and every part matching its checksum. Throws BackupArchiveError saying why otherwise;
 * nothing outside the fresh directory is touched either way.
 */
export async function openArchive(file: string, { workDir, maxBytes }: { workDir: string; maxBytes: number }): Promise<OpenedArchive> {
  const dir = await mkdtemp(path.join(workDir, "open-"));
  // Retried: after a failed unpack, node-tar may still be finishing files it had started.
  const close = () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    if (!(await isGzip(file))) throw new BackupArchiveError(ARCHIVE_PROBLEMS.notGzip);
    // Headers first, streamed: a forged size or a flood of entries is refused before anything is unpacked.
    await inspectArchive(file, { maxBytes });
    await unpack(file, dir, maxBytes);
    let manifestText: string;
    try {
      manifestText = await readFile(path.join(dir, MANIFEST_FILE), "utf8");
    } catch {
      throw new BackupArchiveError(ARCHIVE_PROBLEMS.noManifest);
    }
    const manifest = parseManifest(manifestText);
    await verifyParts(dir, manifest);
    return { dir, manifest, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
