/**
 * Why a backup failed, in words staff can act on. The raw error (a Node message naming the
 * server's paths, a storage service's answer) goes to the server's log, never to the page: the
 * row, the audit entry, the toast and the admin shell's notice show one of these sentences.
 */
export const BACKUP_FAILURE_REASONS = {
  notWritable: "The backup storage would not accept the file: the folder or bucket that keeps backups is not writable.",
  full: "There is no space left where backups are kept.",
  unreachable: "The backup storage could not be reached.",
  refused: "The backup storage refused the file: check its access keys and permissions.",
  database: "The database could not be read while the backup was being written.",
  unfinished: "The backup did not finish: the server stopped or restarted while writing it.",
  unknown: "The backup could not be written and verified. The server's log has the details.",
} as const;

type FailureReason = (typeof BACKUP_FAILURE_REASONS)[keyof typeof BACKUP_FAILURE_REASONS];

const KNOWN = new Set<string>(Object.values(BACKUP_FAILURE_REASONS));

/** Node's error codes, by what they mean for the person reading. */
const BY_CODE: Record<string, FailureReason> = {
  EACCES: BACKUP_FAILURE_REASONS.notWritable,
  EPERM: BACKUP_FAILURE_REASONS.notWritable,
  EROFS: BACKUP_FAILURE_REASONS.notWritable,
  ENOTDIR: BACKUP_FAILURE_REASONS.notWritable,
  EISDIR: BACKUP_FAILURE_REASONS.notWritable,
  EEXIST: BACKUP_FAILURE_REASONS.notWritable,
  ENOSPC: BACKUP_FAILURE_REASONS.full,
  EDQUOT: BACKUP_FAILURE_REASONS.full,
  EFBIG: BACKUP_FAILURE_REASONS.full,
  ECONNREFUSED: BACKUP_FAILURE_REASONS.unreachable,
  ECONNRESET: BACKUP_FAILURE_REASONS.unreachable,
  ENOTFOUND: BACKUP_FAILURE_REASONS.unreachable,
  EAI_AGAIN: BACKUP_FAILURE_REASONS.unreachable,
  ETIMEDOUT: BACKUP_FAILURE_REASONS.unreachable,
  EHOSTUNREACH: BACKUP_FAILURE_REASONS.unreachable,
};

/** The S3 API's refusals (the AWS SDK names its errors by the service's code). */
const S3_REFUSALS = new Set(["AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch", "NoSuchBucket", "AllAccessDisabled", "Forbidden"]);

export type FailureFacts = { code?: unknown; name?: unknown; databaseUnavailable?: boolean };

/** The sentence for a failed backup, from what the error says about itself (never its message). */
export function backupFailureReason({ code, name, databaseUnavailable = false }: FailureFacts): FailureReason {
  if (databaseUnavailable) return BACKUP_FAILURE_REASONS.database;
  const byCode = typeof code === "string" ? BY_CODE[code] : undefined;
  if (byCode) return byCode;
  if (typeof name === "string" && S3_REFUSALS.has(name)) return BACKUP_FAILURE_REASONS.refused;
  if (name === "TimeoutError") return BACKUP_FAILURE_REASONS.unreachable;
  return BACKUP_FAILURE_REASONS.unknown;
}

/**
 * A stored reason as it may be shown: one of the sentences above, else (a failure recorded by an
 * older version, in its raw words) the general one.
 */
export function shownBackupReason(stored: string | null | undefined): string {
  return stored && KNOWN.has(stored) ? stored : BACKUP_FAILURE_REASONS.unknown;
}
