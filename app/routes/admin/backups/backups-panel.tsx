import { DatabaseBackup, RefreshCw, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import { BACKUP_TOASTS, type BackupActionResult } from "./backup-admin-text";
import { DataTable } from "~/components/admin/data-table";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { BackupRow, type BackupRowData } from "./backup-row";
import { BACKUP_ROW_FETCHER_KEY } from "./fetcher-keys";
import { Honeypot } from "~/components/forms/honeypot";
import { useBackupOutcomes } from "./use-backup-outcomes";
import { lazyDialog } from "~/components/admin/lazy-dialog";
// Loaded when first opened (issue 43).
const RestoreBackupDialog = lazyDialog(() => import("./restore-backup-dialog").then((module) => module.RestoreBackupDialog));

type Props = { ok: boolean; dailyAt: string; storageReadable: boolean; backups: BackupRowData[] };

const COLUMNS = ["Filename", "Created", "Size", "Created By", "Status", "Actions"];
/** How often the list refreshes itself while a backup is still being written. */
const PENDING_POLL_MS = 2000;

function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  return revalidator;
}

function CreateBackupButton() {
  const fetcher = useFetcher<BackupActionResult>();
  const revalidator = useRevalidator();
  useActionToast(fetcher);
  // A failed backup answers 500, after which the router does not reload the list by itself.
  const reloaded = useRef<unknown>(null);
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answered || answered.ok || reloaded.current === answered) return;
    reloaded.current = answered;
    void revalidator.revalidate();
  }, [answered, revalidator]);
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <Button type="submit" name="intent" value="create" disabled={fetcher.state !== "idle"}>
        <DatabaseBackup aria-hidden />
        {fetcher.state !== "idle" ? "Creating..." : "Create Backup"}
      </Button>
    </fetcher.Form>
  );
}

function RestoreFromFileButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        Restore from File
      </Button>
      {open ? <RestoreBackupDialog target={{ kind: "upload" }} open onOpenChange={setOpen} /> : null}
    </>
  );
}

function scheduleText(dailyAt: string) {
  return dailyAt === "off" ? "The daily backup is turned off (BACKUP_DAILY_AT=off)." : `A backup is also taken every day at ${dailyAt} UTC.`;
}

export function BackupsPanel({ ok, dailyAt, storageReadable, backups }: Props) {
  const revalidator = useRefreshWhilePending(backups.some((backup) => backup.status === "pending"));
  useBackupOutcomes(backups);
  useActionToast(useFetcher<BackupActionResult>({ key: BACKUP_ROW_FETCHER_KEY }));
  useEffect(() => {
    if (!ok) toast({ ...BACKUP_TOASTS.loadError, variant: "destructive" });
  }, [ok]);

  return (
    <Card>
      <PanelHeader
        title="Site Backup"
        description={`Archives of every table and uploaded file, verified after writing. ${scheduleText(dailyAt)}`}
        action={
          <div className="flex flex-wrap gap-2">
            <CreateBackupButton />
            <RestoreFromFileButton />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Refresh backups"
              onClick={() => void revalidator.revalidate()}
              disabled={revalidator.state !== "idle"}
            >
              <RefreshCw aria-hidden className={revalidator.state !== "idle" ? "animate-spin" : undefined} />
            </Button>
          </div>
        }
      />
      {storageReadable ? null : (
        <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-5">
          {BACKUP_TOASTS.storageUnreadable}
        </p>
      )}
      <DataTable
        caption="Site backups"
        cardsBelow="lg"
        columns={COLUMNS}
        message={
          backups.length === 0 ? (ok ? "No backups yet. Create your first backup with the Create Backup button." : BACKUP_TOASTS.loadError.description) : null
        }
      >
        {backups.map((backup) => (
          <BackupRow key={backup.id} backup={backup} />
        ))}
      </DataTable>
    </Card>
  );
}
