import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toaster";
import { BACKUP_TOASTS } from "./backup-admin-text";
import type { BackupRowData } from "./backup-row";

/**
 * Says how each backup this page saw as Processing... ended, as soon as the list (which polls
 * while one is pending) learns it: 'Backup Created', or 'Backup Failed' with its plain reason.
 */
export function useBackupOutcomes(backups: BackupRowData[]) {
  const pending = useRef(new Set<string>());
  useEffect(() => {
    for (const backup of backups) {
      if (backup.status === "pending") {
        pending.current.add(backup.id);
        continue;
      }
      if (!pending.current.delete(backup.id)) continue;
      if (backup.status === "failed") toast({ ...BACKUP_TOASTS.createFailed(`${backup.filename}: ${backup.error ?? ""}`.trim()), variant: "destructive" });
      else toast({ ...BACKUP_TOASTS.created(backup.filename), variant: "success" });
    }
  }, [backups]);
}
