/** The Site Backup tab's toasts (the spec's catalogue) and what its actions answer. */
export const BACKUP_TOASTS = {
  created: { title: "Backup Created", description: "The backup is being written and verified; it shows as Processing... until it is ready." },
  failed: "Backup Failed",
  deleted: (filename: string) => ({ title: "Backup Deleted", description: `${filename} was deleted.` }),
  deleteFailed: { title: "Delete Failed", description: "The backup could not be deleted: it may already be gone, or you may not have permission." },
  storageWarning: { title: "Storage Warning", description: "The backup file could not be removed, but the record will be deleted." },
  downloadStarted: { title: "Download Started", description: "Your browser is saving the backup archive." },
  downloadError: { title: "Download Error", description: "No download URL is available for this backup." },
  loadError: { title: "Error Loading Backups", description: "The list of backups could not be loaded. Please try again." },
  restoreChecked: { title: "Backup Checked", description: "The archive is complete and matches this site. Review what will be replaced." },
  restoreRefused: "Restore Refused",
  wrongPassword: "Your password is not correct.",
  chooseFile: "Choose a backup archive (.tar.gz or .tar.gz.age) to upload.",
  uploadFailed: "The upload could not be stored. Please try again.",
  unexpected: "Something went wrong. Please try again.",
} as const;

export const BACKUP_INTENTS = ["create", "delete", "preview-restore", "restore"] as const;
export type BackupIntent = (typeof BACKUP_INTENTS)[number];

export type RestorePlanView = {
  createdAt: string;
  appVersion: string;
  migration: string;
  tables: { name: string; rows: number; currentRows: number }[];
  files: { count: number; bytes: number; added: number; changed: number; removed: number; sample: { path: string; change: "added" | "changed" | "removed" }[] };
};

export type BackupActionResult = {
  intent: BackupIntent | "unknown";
  ok: boolean;
  toast: { title: string; description: string };
  /** The toast is a warning, not a failure (the record went, the file may not have). */
  warning?: boolean;
  plan?: RestorePlanView;
  fieldErrors?: Record<string, string>;
};

/** What the upload route answers: the token naming the received archive, or why it was refused. */
export type BackupUploadResult = { ok: true; token: string; name: string; bytes: number } | { ok: false; message: string };

/** The admin shell's notice after a failed scheduled backup; it stays until a later backup succeeds. */
export const BACKUP_FAILURE_NOTICE = { title: "The scheduled backup failed", link: "Open Backups to take one now" } as const;

export const DELETE_BACKUP_QUESTION = "Are you sure you want to delete this backup?";

/** The status column: pending reads Processing..., failed is a marker. */
export const BACKUP_STATUS_LABEL = { pending: "Processing...", completed: "Completed", failed: "Failed" } as const;

export const SYSTEM_CREATOR = "System";
