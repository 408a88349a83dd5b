import { backupFailureReason } from "~/lib/backups/failure-reason";
import { isDatabaseUnavailable } from "~/services/platform";

/** The plain sentence for an error that stopped a backup: read from its code or name, or from its cause's. */
export function describeBackupFailure(error: unknown): string {
  if (isDatabaseUnavailable(error)) return backupFailureReason({ databaseUnavailable: true });
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    const reason = backupFailureReason({ code, name });
    if (reason !== backupFailureReason({})) return reason;
    current = cause;
  }
  return backupFailureReason({});
}
