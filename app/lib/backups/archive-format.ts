import { z } from "zod";
import { ENCRYPTED_SUFFIX } from "./archive-names";

// Kept here too for the server's callers; the browser imports archive-names.ts, which has no zod (decision 063).
export { ENCRYPTED_SUFFIX, isEncryptedBackupFilename, type PlannedTable, tablesNotMatchingManifest } from "./archive-names";

/** The largest BACKUP_MAX_RESTORE_MB accepted (1 TiB): also the body limit of the upload route, which applies the configured one. */
export const BACKUP_MAX_RESTORE_MB_CEILING = 1_048_576;

/** Bumped when the archive layout changes in a way older code cannot read. */
export const BACKUP_FORMAT_VERSION = 1;

/** Names the application inside every manifest, so an archive made by other software is refused. */
export const BACKUP_APP_NAME = "hsa-firm-site";

export const MANIFEST_FILE = "manifest.json";
export const TABLES_DIR = "tables";
export const UPLOADS_DIR = "uploads";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
/** A table name as PostgreSQL's unquoted identifiers spell it: also safe as a file name. */
export const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const UPLOAD_SEGMENT = /^[\p{L}\p{N}._\- ()+,@]+$/u;

/** A relative path under uploads/ made of plain segments: never ".", "..", empty, absolute or with a backslash. */
function isUploadPath(entryPath: string): boolean {
  const [root, ...segments] = entryPath.split("/");
  return (
    root === UPLOADS_DIR &&
    segments.length > 0 &&
    entryPath.length <= 500 &&
    segments.every((segment) => UPLOAD_SEGMENT.test(segment) && segment !== "." && segment !== "..")
  );
}

export const manifestSchema = z.object({
  app: z.literal(BACKUP_APP_NAME),
  formatVersion: z.number().int().min(1),
  appVersion: z.string().min(1),
  migration: z.object({ tag: z.string().min(1), hash: z.string().min(1) }),
  driver: z.enum(["pglite", "pg"]),
  createdAt: z.iso.datetime(),
  tables: z.array(z.object({ name: z.string().regex(TABLE_NAME), rows: count, bytes: count, sha256 })),
  files: z.array(z.object({ path: z.string().refine(isUploadPath), bytes: count, sha256 })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function tableEntryPath(table: string): string {
  return `${TABLES_DIR}/${table}.jsonl`;
}

/** Whether a path may appear in an archive at all: the manifest, a table file or an upload. */
export function isAllowedEntryPath(entryPath: string): boolean {
  if (entryPath === MANIFEST_FILE || entryPath === `${TABLES_DIR}/` || entryPath === `${UPLOADS_DIR}/`) return true;
  const table = /^tables\/([^/]+)\.jsonl$/.exec(entryPath);
  if (table) return TABLE_NAME.test(table[1]!);
  return isUploadPath(entryPath.replace(/\/$/, ""));
}

/** Marks the archive written at start-up just before the database schema was migrated. */
export const PRE_MIGRATION_MARK = "-before-migration";

const FILENAME = /^backup-(\d{8}T\d{6}Z)-([a-z0-9]{8})(-before-migration)?\.tar\.gz(\.age)?$/;

/**
 * `backup-20260501T090000Z-1a2b3c4d.tar.gz`: sorts by time, unique by its random suffix;
 * `...-before-migration.tar.gz` for the start-up backup before a schema change, `.age` when encrypted.
 */
export function backupFilename(
  createdAt: Date,
  id: string,
  { encrypted = false, beforeMigration = false }: { encrypted?: boolean; beforeMigration?: boolean } = {},
): string {
  const utc = createdAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `backup-${utc}-${id}${beforeMigration ? PRE_MIGRATION_MARK : ""}.tar.gz${encrypted ? ENCRYPTED_SUFFIX : ""}`;
}

export function isBackupFilename(name: string): boolean {
  return FILENAME.test(name);
}
