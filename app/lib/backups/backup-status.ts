export const BACKUP_STATUSES = ["pending", "completed", "failed"] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** Who started a backup: an admin's button, the daily schedule, or the command line. */
export const BACKUP_TRIGGERS = ["manual", "scheduled", "cli"] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];
