import { href } from "react-router";
import { Download, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { isEncryptedBackupFilename } from "~/lib/backups/archive-names";
import { BACKUP_STATUS_LABEL, BACKUP_TOASTS, SYSTEM_CREATOR } from "./backup-admin-text";
import type { BackupStatus } from "~/lib/backups/backup-status";
import { formatBytes } from "~/lib/backups/sizes";
import { formatDateTime } from "~/lib/core/date-time";
import { DataCell, DataRow } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { lazyDialog } from "~/components/admin/lazy-dialog";
// Loaded when first opened (issue 43).
const DeleteBackupDialog = lazyDialog(() => import("./delete-backup-dialog").then((module) => module.DeleteBackupDialog));
const RestoreBackupDialog = lazyDialog(() => import("./restore-backup-dialog").then((module) => module.RestoreBackupDialog));

export type BackupRowData = {
  id: string;
  filename: string;
  createdAt: string;
  sizeBytes: number | null;
  createdBy: string | null;
  status: BackupStatus;
  error: string | null;
  fileExists: boolean;
};

const STATUS_TONE = { pending: "warning", completed: "accent", failed: "danger" } as const;

/** Asks first whether the archive is still there, so a vanished file gives a toast instead of a broken download. */
async function startDownload(filename: string) {
  const url = href("/svcs/admin-dashboard/backups/download/:filename", { filename: encodeURIComponent(filename) });
  const check = await fetch(url, { method: "HEAD", credentials: "same-origin" }).catch(() => null);
  if (!check?.ok) {
    toast({ ...BACKUP_TOASTS.downloadError, variant: "destructive" });
    return;
  }
  toast({ ...BACKUP_TOASTS.downloadStarted, variant: "success" });
  window.location.assign(url);
}

export function BackupRow({ backup }: { backup: BackupRowData }) {
  const [dialog, setDialog] = useState<"delete" | "restore" | null>(null);
  const close = (open: boolean) => setDialog(open ? dialog : null);
  return (
    <DataRow>
      <DataCell label="Filename" className="py-2.5 font-mono text-xs whitespace-nowrap text-slate-900 max-sm:break-all">
        {backup.filename}
      </DataCell>
      <DataCell label="Created" className="py-2.5 whitespace-nowrap">
        <LocalDateTime iso={backup.createdAt} format={formatDateTime} />
      </DataCell>
      <DataCell label="Size" className="py-2.5 whitespace-nowrap">
        {formatBytes(backup.sizeBytes)}
      </DataCell>
      <DataCell label="Created By" className="py-2.5">
        {backup.createdBy ?? SYSTEM_CREATOR}
      </DataCell>
      <DataCell label="Status" className="py-2.5">
        <Badge tone={STATUS_TONE[backup.status]} title={backup.error ?? undefined}>
          {BACKUP_STATUS_LABEL[backup.status]}
        </Badge>
        {backup.status === "failed" && backup.error ? <p className="mt-1 max-w-56 text-xs text-red-800">{backup.error}</p> : null}
      </DataCell>
      <DataCell label="Actions" className="py-2.5">
        <div className="flex flex-wrap gap-2">
          {backup.fileExists ? (
            <>
              <Button type="button" size="sm" variant="outline" onClick={() => void startDownload(backup.filename)} aria-label={`Download ${backup.filename}`}>
                <Download aria-hidden />
                Download
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setDialog("restore")} aria-label={`Restore ${backup.filename}`}>
                <RotateCcw aria-hidden />
                Restore
              </Button>
            </>
          ) : null}
          <Button type="button" size="sm" variant="destructive" onClick={() => setDialog("delete")} aria-label={`Delete ${backup.filename}`}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
        <DeleteBackupDialog backup={backup} open={dialog === "delete"} onOpenChange={close} />
        {backup.fileExists && dialog === "restore" ? (
          <RestoreBackupDialog
            target={{ kind: "stored", filename: backup.filename, encrypted: isEncryptedBackupFilename(backup.filename) }}
            open
            onOpenChange={close}
          />
        ) : null}
      </DataCell>
    </DataRow>
  );
}
