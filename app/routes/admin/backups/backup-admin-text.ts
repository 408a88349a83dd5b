import type { ActionResult, Toast } from "~/lib/admin/action-result";
import type { PlannedTable } from "~/lib/backups/archive-format";

/** The Site Backup tab's toasts (the spec's catalogue) and what its actions answer. */
export const BACKUP_TOASTS = {
  created: (filename: string) => ({ title: "Backup Created", description: `${filename} is written and verified.` }),
  started: {
    title: "Backup Started",
    description: "The backup is still being written and verified: it shows as Processing... and you will be told here how it ends.",
  },
  failed: "Backup Failed",
  createFailed: (reason: string) => ({ title: "Backup Failed", description: reason }),
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
  manifestMismatch: (tables: number) =>
    `In ${tables} table${tables === 1 ? "" : "s"} the archive holds other rows than its manifest lists: it was changed after it was made and cannot be restored.`,
  uploadedArchive: "the uploaded archive",
  storageUnreadable:
    "The backup storage cannot be read just now: the list below comes from the database, and no archive can be downloaded or restored until the storage answers again.",
} as const;

export const BACKUP_INTENTS = ["create", "delete", "preview-restore", "restore"] as const;
export type BackupIntent = (typeof BACKUP_INTENTS)[number];

/** What each intent says when it fails for a reason nobody foresaw (the fault is logged). */
export const BACKUP_FAULT_TOASTS: Record<BackupIntent | "unknown", Toast> = {
  unknown: { title: BACKUP_TOASTS.failed, description: BACKUP_TOASTS.unexpected },
  create: { title: BACKUP_TOASTS.failed, description: BACKUP_TOASTS.unexpected },
  delete: BACKUP_TOASTS.deleteFailed,
  "preview-restore": { title: BACKUP_TOASTS.restoreRefused, description: BACKUP_TOASTS.unexpected },
  restore: { title: BACKUP_TOASTS.restoreRefused, description: BACKUP_TOASTS.unexpected },
};

export type RestorePlanView = {
  createdAt: string;
  appVersion: string;
  migration: string;
  tables: PlannedTable[];
  files: { count: number; bytes: number; added: number; changed: number; removed: number; sample: { path: string; change: "added" | "changed" | "removed" }[] };
};

export type BackupActionResult = ActionResult<{ plan: RestorePlanView }>;

/** What the upload route answers: the token naming the received archive, or why it was refused. */
export type BackupUploadResult = { ok: true; token: string; name: string; bytes: number } | { ok: false; message: string };

export { BACKUP_FAILURE_NOTICE } from "./backup-failure-text";

export const DELETE_BACKUP_QUESTION = "Are you sure you want to delete this backup?";

/** The status column: pending reads Processing..., failed is a marker. */
export const BACKUP_STATUS_LABEL = { pending: "Processing...", completed: "Completed", failed: "Failed" } as const;

export const SYSTEM_CREATOR = "System";
