import { useState } from "react";
import { useFetcher, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { BACKUP_TOASTS, type BackupActionResult, type BackupUploadResult, type RestorePlanView } from "./backup-admin-text";
import { tablesNotMatchingManifest } from "~/lib/backups/archive-names";
import { formatBytes } from "~/lib/backups/sizes";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { fieldProps, FormField } from "~/components/admin/form-field";
import { PasswordInput } from "~/components/admin/password-input";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";

function PlanSummary({ plan }: { plan: RestorePlanView }) {
  const mismatched = tablesNotMatchingManifest(plan.tables);
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-700">
        Backup of <time dateTime={plan.createdAt}>{plan.createdAt.slice(0, 16).replace("T", " ")} UTC</time> (site {plan.appVersion}, schema {plan.migration}).
      </p>
      {mismatched.length > 0 ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {BACKUP_TOASTS.manifestMismatch(mismatched.length)}
        </p>
      ) : null}
      <div className="mt-2 max-h-56 overflow-auto rounded-md border border-slate-200" role="region" aria-label="What the restore replaces" tabIndex={0}>
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Rows per table now, in the archive (what the restore writes) and as its manifest lists them</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                Table
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                Now
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                After
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                Manifest
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.tables.map((table) => {
              const differs = table.archivedRows !== table.rows;
              return (
                <tr key={table.name} className={differs ? "border-t border-slate-100 bg-red-50 text-red-900" : "border-t border-slate-100"}>
                  <th scope="row" className="px-2 py-1 font-mono font-normal break-all">
                    {table.name}
                  </th>
                  <td className="px-2 py-1 text-right">{table.currentRows}</td>
                  <td className="px-2 py-1 text-right">{table.archivedRows}</td>
                  <td className="px-2 py-1 text-right">
                    {table.rows}
                    {differs ? <span className="ml-1 font-semibold">(differs)</span> : null}
                  </td>
                </tr>
              );
            })}
            <tr className="border-t border-slate-200">
              <th scope="row" className="px-2 py-1 font-normal">
                Uploaded files
              </th>
              <td className="px-2 py-1 text-right">-</td>
              <td className="px-2 py-1 text-right">
                {plan.files.count} ({formatBytes(plan.files.bytes)})
              </td>
              <td className="px-2 py-1 text-right">-</td>
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

/** A listed backup (encrypted or not), or an archive the admin uploads from their computer. */
export type RestoreTarget = { kind: "stored"; filename: string; encrypted: boolean } | { kind: "upload" };

type Props = { target: RestoreTarget; open: boolean; onOpenChange: (open: boolean) => void };

const textAreaClass =
  "min-h-20 w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-xs text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

/** Sends the chosen file as the raw body to the upload route; answers its token or why it was refused. */
async function uploadArchive(file: File): Promise<BackupUploadResult> {
  const response = await fetch(`${href("/svcs/admin-dashboard/backups/upload")}?name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    body: file,
    headers: { "Content-Type": "application/octet-stream" },
    credentials: "same-origin",
  }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as BackupUploadResult | null;
  return answer ?? { ok: false, message: BACKUP_TOASTS.uploadFailed };
}

/**
 * A restore in two steps: a dry run that verifies the archive (uploaded first, when it comes
 * from the admin's computer; decrypted with the pasted private key when it is encrypted) and
 * shows what it replaces, then the admin's password to confirm. The key is sent with each step
 * and never stored. Success ends every session, this one too: the login page follows.
 */
export function RestoreBackupDialog({ target, open, onOpenChange }: Props) {
  const preview = useFetcher<BackupActionResult>();
  const restore = useFetcher<BackupActionResult>();
  useActionToast(preview);
  useActionToast(restore);
  const [identity, setIdentity] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<{ token: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const plan = preview.data?.ok ? preview.data.plan : undefined;
  const passwordError = restore.data?.fieldErrors?.password;
  const busy = uploading || preview.state !== "idle" || restore.state !== "idle";
  const isUpload = target.kind === "upload";
  const askKey = isUpload || target.encrypted;
  const sourceFields: Record<string, string> = isUpload ? { upload: upload?.token ?? "" } : { filename: target.filename };
  const refusal = uploadError ?? (preview.data && !preview.data.ok ? preview.data.toast.description : null);

  const check = async () => {
    setUploadError(null);
    let fields = sourceFields;
    if (isUpload) {
      if (!file) {
        setUploadError(BACKUP_TOASTS.chooseFile);
        return;
      }
      setUploading(true);
      const answer = await uploadArchive(file);
      setUploading(false);
      if (!answer.ok) {
        setUploadError(answer.message);
        toast({ title: BACKUP_TOASTS.restoreRefused, description: answer.message, variant: "destructive" });
        return;
      }
      setUpload({ token: answer.token, name: answer.name });
      fields = { upload: answer.token };
    }
    void preview.submit({ intent: "preview-restore", identity, ...fields }, { method: "post" });
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isUpload ? "Restore from a File" : "Restore Backup"}
      description="Replaces every post, account, history record and uploaded file with this backup's, in one step. Everyone is signed out afterwards."
    >
      {isUpload ? null : <p className="font-mono text-xs break-all text-slate-700">{target.filename}</p>}
      {plan ? (
        <>
          {upload ? <p className="font-mono text-xs break-all text-slate-700">{upload.name}</p> : null}
          <PlanSummary plan={plan} />
          <restore.Form method="post" className="mt-4 space-y-3">
            <Honeypot />
            {Object.entries(sourceFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {askKey ? <input type="hidden" name="identity" value={identity} /> : null}
            <FormField id="restore-password" label="Your password, to confirm" error={passwordError}>
              <PasswordInput name="password" autoComplete="current-password" required {...fieldProps("restore-password", passwordError)} />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="restore" variant="destructive" disabled={busy || tablesNotMatchingManifest(plan.tables).length > 0}>
                {restore.state !== "idle" ? "Restoring..." : "Restore Now"}
              </Button>
            </div>
          </restore.Form>
        </>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          {isUpload ? (
            <FormField id="restore-file" label="Backup archive (.tar.gz or .tar.gz.age)">
              <Input id="restore-file" type="file" accept=".gz,.age,application/gzip" required onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </FormField>
          ) : null}
          {askKey ? (
            <FormField
              id="restore-identity"
              label={isUpload ? "Private key, for an encrypted archive only (AGE-SECRET-KEY-1...)" : "Private key of the backup key pair (AGE-SECRET-KEY-1...)"}
            >
              <textarea
                id="restore-identity"
                className={textAreaClass}
                value={identity}
                onChange={(event) => setIdentity(event.target.value)}
                required={!isUpload}
                autoComplete="off"
                spellCheck={false}
                aria-describedby="restore-identity-hint"
              />
            </FormField>
          ) : null}
          {askKey ? (
            <p id="restore-identity-hint" className="text-xs text-slate-600">
              Used for this restore only and never stored. Paste the key file&apos;s AGE-SECRET-KEY-1 line.
            </p>
          ) : null}
          {refusal ? (
            <p role="alert" className="w-full text-sm text-red-800">
              {refusal}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {uploading ? "Uploading..." : preview.state !== "idle" ? "Checking..." : isUpload ? "Upload and Check" : "Check Backup"}
            </Button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
