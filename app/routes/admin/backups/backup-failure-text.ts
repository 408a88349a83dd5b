// The admin frame shows this notice on every page: apart from the backups' texts so that the frame does not carry them all (decision 086).
/** The admin shell's notice after a failed scheduled backup; it stays until a later backup succeeds. */
export const BACKUP_FAILURE_NOTICE = { title: "The scheduled backup failed", link: "Open Backups to take one now" } as const;
