import { ConfirmForm } from "~/components/admin/confirm-form";
import { useFetcher } from "react-router";
import { type BackupActionResult, DELETE_BACKUP_QUESTION } from "./backup-admin-text";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { useActionToast } from "~/components/admin/use-action-toast";
import { BACKUP_ROW_FETCHER_KEY } from "./fetcher-keys";

type Props = { backup: { id: string; filename: string }; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteBackupDialog({ backup, open, onOpenChange }: Props) {
  const fetcher = useFetcher<BackupActionResult>({ key: BACKUP_ROW_FETCHER_KEY });
  useActionToast(fetcher, () => onOpenChange(false), false);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Delete Backup" description={DELETE_BACKUP_QUESTION}>
      <p className="font-mono text-xs break-all text-slate-700">{backup.filename}</p>
      <ConfirmForm
        fetcher={fetcher}
        fields={{ backupId: backup.id }}
        intent="delete"
        confirmLabel="Delete Backup"
        onCancel={() => onOpenChange(false)}
        className="mt-5"
      />
    </AdminDialog>
  );
}
