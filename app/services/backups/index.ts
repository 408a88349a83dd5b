/**
 * Backups: archives of every table and uploaded file (manifest with checksums, verified after
 * writing), kept in storage, listed, downloaded and deleted by admins, restored after a full check
 * and a dry run in one transaction, taken daily and pruned by a retention policy; each action audited.
 */
export { ARCHIVE_PROBLEMS, BackupArchiveError } from "./archive-errors.server";
export {
  type BackupDownload,
  type BackupList,
  deleteBackup,
  type DeleteOutcome,
  listBackups,
  type ListedBackup,
  openBackupDownload,
} from "./backup-list.server";
export { type ScheduledBackupFailure, scheduledBackupFailure } from "./backup-health.server";
export { beginBackup, type BackupRow, createBackup } from "./create-backup.server";
export { backupJobs, DAILY_BACKUP_JOB } from "./daily-backup-job.server";
export type { RestorePlan } from "./restore-archive.server";
export { previewRestore, RESTORE_PROBLEMS, restoreBackup, type RestoreSource } from "./restore-backup.server";
export { discardReceivedArchive, type ReceivedArchive, receiveArchive, receivedArchive } from "./received-archives.server";
export { recordInstallation } from "./installation.server";
export { failInterruptedBackups, INTERRUPTED_BACKUP, removeInterruptedScratch } from "./interrupted-backups.server";
export { INTERRUPTED_RESTORE } from "./restore-runs.server";
export { migrateWithBackup, PreMigrationBackupError } from "./pre-migration-backup.server";
export { pruneScheduledBackups } from "./retention.server";
