import { DomainError } from "~/services/platform";

/**
 * Why an archive cannot be restored; the message is shown as it is, to the admin or on the command
 * line. 400: the archive sent or named is refused as it is, whatever the reason.
 */
export class BackupArchiveError extends DomainError {
  override name = "BackupArchiveError";
  constructor(message: string) {
    super(message, 400);
  }
}

export const ARCHIVE_PROBLEMS = {
  emptyUpload: "The uploaded file is empty.",
  uploadTooLarge: (limitMb: number) => `The file is larger than ${limitMb} MB, the restore limit (BACKUP_MAX_RESTORE_MB).`,
  uploadIncomplete: "The upload did not arrive complete. Please try again.",
  uploadGone: "The uploaded archive is no longer here (uploads are kept for an hour). Upload it again.",
  notGzip: "This file is not a backup archive (it is neither a .tar.gz file nor an age-encrypted one).",
  encryptedNeedsKey: "This archive is encrypted: give the private key (AGE-SECRET-KEY-1...) whose public key was BACKUP_AGE_RECIPIENT when it was made.",
  badIdentity: "The private key is not an age X25519 key: paste the line starting with AGE-SECRET-KEY-1 from the key file.",
  wrongKey: "This private key does not open the archive: it was encrypted to another public key.",
  encryptedDamaged: "The encrypted archive is damaged or incomplete (it could not be decrypted to the end).",
  damaged: "The archive is damaged or incomplete (it could not be unpacked to the end).",
  noManifest: "This archive is not a backup of this site: it has no manifest.json.",
  badManifest: "This archive's manifest.json is unreadable or not from this site.",
  foreign: "This archive was not made by this site's backup feature.",
  newerFormat: (version: number, supported: number) =>
    `This archive uses backup format ${version}, newer than this version of the site reads (${supported}). Update the site first.`,
  unsafeEntry: (entry: string) => `The archive contains an entry that is not allowed: ${entry.slice(0, 120)}`,
  tooLarge: (limitMb: number) => `The archive unpacks to more than ${limitMb} MB, the restore limit (BACKUP_MAX_RESTORE_MB).`,
  entryTooLarge: (entry: string, entryMb: number, limitMb: number) =>
    `The archive's entry ${entry.slice(0, 120)} declares ${entryMb.toLocaleString("en-US")} MB, more than the restore limit of ${limitMb.toLocaleString("en-US")} MB (BACKUP_MAX_RESTORE_MB).`,
  tooManyEntries: (limit: number) => `The archive holds more than ${limit.toLocaleString("en-US")} entries, far more than any backup of this site.`,
  missingPart: (part: string) => `The archive is missing ${part}, which its manifest lists.`,
  extraPart: (part: string) => `The archive contains ${part}, which its manifest does not list.`,
  checksum: (part: string) => `${part} does not match its checksum: the archive was changed or damaged.`,
  wrongTables: "The archive's tables do not match this database's tables.",
  rowCounts: (tables: string[]) =>
    `The archive holds other rows than its manifest lists (${tables.slice(0, 5).join(", ")}${tables.length > 5 ? ", ..." : ""}): it was changed after it was made, and is not restored.`,
  migration: (archive: string, current: string) =>
    `The archive was made with database schema ${archive}, this database is at ${current}. Restore it with the version of the site that made it, or restore into a fresh installation of that version.`,
} as const;
