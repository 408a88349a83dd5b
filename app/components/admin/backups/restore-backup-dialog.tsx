import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { type BackupActionResult, type RestorePlanView } from "~/lib/backups/backup-admin-text";
import { formatBytes } from "~/lib/backups/sizes";
import { AdminDialog } from "../admin-dialog";
import { fieldProps, FormField } from "../form-field";
import { PasswordInput } from "../password-input";
import { useActionToast } from "../use-action-toast";

type Props = { filename: string; open: boolean; onOpenChange: (open: boolean) => void };

function PlanSummary({ plan }: { plan: RestorePlanView }) {
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-700">
        Backup of <time dateTime={plan.createdAt}>{plan.createdAt.slice(0, 16).replace("T", " ")} UTC</time> (site {plan.appVersion}, schema {plan.migration}).
      </p>
      <div className="mt-2 max-h-56 overflow-auto rounded-md border border-slate-200" role="region" aria-label="What the restore replaces" tabIndex={0}>
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Rows per table now and after the restore</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1.5">Table</th>
              <th scope="col" className="px-2 py-1.5 text-right">Now</th>
              <th scope="col" className="px-2 py-1.5 text-right">After</th>
            </tr>
          </thead>
          <tbody>
            {plan.tables.map((table) => (
              <tr key={table.name} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 font-mono font-normal">{table.name}</th>
                <td className="px-2 py-1 text-right">{table.currentRows}</td>
                <td className="px-2 py-1 text-right">{table.rows}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-200">
              <th scope="row" className="px-2 py-1 font-normal">Uploaded files</th>
              <td className="px-2 py-1 text-right">-</td>
              <td className="px-2 py-1 text-right">
                {plan.files.count} ({formatBytes(plan.files.bytes)})
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <FileChanges files={plan.files} />
    </div>
  );
}

const CHANGE_LABEL = { added: "added", changed: "replaced", removed: "deleted" } as const;

function FileChanges({ files }: { files: RestorePlanView["files"] }) {
  const total = files.added + files.changed + files.removed;
  if (total === 0) return <p className="mt-2 text-xs text-slate-600">No uploaded file changes.</p>;
  return (
    <div className="mt-2 text-xs text-slate-700">
      <p>
        Uploaded files: {files.added} added, {files.changed} replaced, {files.removed} deleted.
      </p>
      <ul className="mt-1 max-h-24 overflow-auto font-mono break-all" aria-label="Uploaded files that change" tabIndex={0}>
        {files.sample.map((file) => (
          <li key={file.path}>
            {file.path} ({CHANGE_LABEL[file.change]})
          </li>
        ))}
        {total > files.sample.length ? <li>and {total - files.sample.length} more</li> : null}
      </ul>
    </div>
  );
}

/**
 * A restore in two steps: a dry run that verifies the archive and shows what it replaces, then
 * the admin's password to confirm. Success ends every session, this one too: the login page follows.
 */
export function RestoreBackupDialog({ filename, open, onOpenChange }: Props) {
  const preview = useFetcher<BackupActionResult>();
  const restore = useFetcher<BackupActionResult>();
  useActionToast(preview);
  useActionToast(restore);
  const plan = preview.data?.ok ? preview.data.plan : undefined;
  const passwordError = restore.data?.fieldErrors?.password;
  const busy = preview.state !== "idle" || restore.state !== "idle";
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Restore Backup"
      description="Replaces every post, account, history record and uploaded file with this backup's, in one step. Everyone is signed out afterwards."
    >
      <p className="font-mono text-xs break-all text-slate-700">{filename}</p>
      {plan ? (
        <>
          <PlanSummary plan={plan} />
          <restore.Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="filename" value={filename} />
            <FormField id="restore-password" label="Your password, to confirm" error={passwordError}>
              <PasswordInput name="password" autoComplete="current-password" required {...fieldProps("restore-password", passwordError)} />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="restore" variant="destructive" disabled={busy}>
                {restore.state !== "idle" ? "Restoring..." : "Restore Now"}
              </Button>
            </div>
          </restore.Form>
        </>
      ) : (
        <preview.Form method="post" className="mt-4 flex flex-wrap justify-end gap-2">
          <input type="hidden" name="filename" value={filename} />
          {preview.data && !preview.data.ok ? (
            <p role="alert" className="w-full text-sm text-red-800">
              {preview.data.toast.description}
            </p>
          ) : null}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" name="intent" value="preview-restore" disabled={busy}>
            {preview.state !== "idle" ? "Checking..." : "Check Backup"}
          </Button>
        </preview.Form>
      )}
    </AdminDialog>
  );
}
