export const BACKUP_STATUSES = ["pending", "completed", "failed"] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** Who started a backup: an admin's button, the daily schedule, the command line, or start-up before a schema migration. */
export const BACKUP_TRIGGERS = ["manual", "scheduled", "cli", "pre_migration"] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** A restore runs until it completes (in its own transaction) or fails (refused, broken, or interrupted). */
export const RESTORE_STATUSES = ["running", "completed", "failed"] as const;
export type RestoreStatus = (typeof RESTORE_STATUSES)[number];
