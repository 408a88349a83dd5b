import { data } from "react-router";
import { BACKUP_INTENTS, BACKUP_TOASTS, type BackupActionResult, type BackupIntent } from "./backup-admin-text";
import { type Actor, confirmOwnPassword } from "~/services/auth";
import {
  BackupArchiveError,
  beginBackup,
  deleteBackup,
  discardReceivedArchive,
  previewRestore,
  receivedArchive,
  restoreBackup,
  type RestoreSource,
} from "~/services/backups";
import type { RequestContext } from "~/services/platform";
import type { AdminUser } from "~/routes/admin/guard.server";
import { loginRedirect } from "~/routes/admin/session-cookie.server";
import { readForm } from "~/routes/read-form.server";

function reply(result: BackupActionResult) {
  return data(result, { status: result.ok ? 200 : 400 });
}

function refused(intent: BackupIntent, error: unknown, log: RequestContext["log"]) {
  if (error instanceof BackupArchiveError) return reply({ intent, ok: false, toast: { title: BACKUP_TOASTS.restoreRefused, description: error.message } });
  log.error({ err: error }, "backup action failed");
  return reply({
    intent,
    ok: false,
    toast: { title: intent === "create" ? BACKUP_TOASTS.failed : BACKUP_TOASTS.restoreRefused, description: BACKUP_TOASTS.unexpected },
  });
}

/**
 * The archive a restore form names: a listed backup (`filename`) or one this admin uploaded
 * (`upload`, the upload route's token), with the private key pasted for an encrypted one.
 */
async function restoreSource(context: RequestContext, actor: Actor, formData: FormData): Promise<RestoreSource> {
  const identity = String(formData.get("identity") ?? "") || null;
  const upload = formData.get("upload");
  if (typeof upload === "string" && upload !== "") return { ...(await receivedArchive(context, actor, upload)), identity };
  return { stored: String(formData.get("filename") ?? ""), identity };
}

/** A refused upload is of no further use: it goes at once instead of waiting for its hour. */
async function discardRefusedUpload(context: RequestContext, actor: Actor, formData: FormData, error: unknown) {
  const upload = formData.get("upload");
  if (error instanceof BackupArchiveError && typeof upload === "string") await discardReceivedArchive(context, actor, upload);
}

/** Site Backup form posts; the caller has already checked the backups:manage permission. */
export async function handleBackupAction(request: Request, context: RequestContext, user: AdminUser) {
  const actor = user.actor;
  const formData = await readForm(request, context);
  const intent = BACKUP_INTENTS.find((name) => name === formData.get("intent"));
  if (!intent) return reply({ intent: "unknown", ok: false, toast: { title: BACKUP_TOASTS.failed, description: BACKUP_TOASTS.unexpected } });

  switch (intent) {
    case "create": {
      try {
        const { done } = await beginBackup(context, { trigger: "manual", actor });
        // The request answers now; the list shows 'Processing...' until the backup is written and verified.
        done.catch((error: unknown) => context.logger.error({ err: error }, "backup could not record its outcome"));
        return reply({ intent, ok: true, toast: BACKUP_TOASTS.created });
      } catch (error) {
        return refused(intent, error, context.log);
      }
    }
    case "delete": {
      const outcome = await deleteBackup(context, actor, String(formData.get("backupId") ?? "")).catch(() => ({ status: "not-found" as const }));
      if (outcome.status === "deleted") return reply({ intent, ok: true, toast: BACKUP_TOASTS.deleted(outcome.filename) });
      if (outcome.status === "deleted-without-file") return reply({ intent, ok: true, warning: true, toast: BACKUP_TOASTS.storageWarning });
      return reply({ intent, ok: false, toast: BACKUP_TOASTS.deleteFailed });
    }
    case "preview-restore": {
      try {
        const plan = await previewRestore(context, actor, await restoreSource(context, actor, formData));
        return reply({ intent, ok: true, toast: BACKUP_TOASTS.restoreChecked, plan });
      } catch (error) {
        await discardRefusedUpload(context, actor, formData, error);
        return refused(intent, error, context.log);
      }
    }
    case "restore": {
      const password = String(formData.get("password") ?? "");
      if (!password || !(await confirmOwnPassword(context.database.db, user.userId, password))) {
        return reply({
          intent,
          ok: false,
          toast: { title: BACKUP_TOASTS.restoreRefused, description: BACKUP_TOASTS.wrongPassword },
          fieldErrors: { password: BACKUP_TOASTS.wrongPassword },
        });
      }
      try {
        await restoreBackup(context, actor, await restoreSource(context, actor, formData));
      } catch (error) {
        await discardRefusedUpload(context, actor, formData, error);
        return refused(intent, error, context.log);
      }
      const upload = formData.get("upload");
      if (typeof upload === "string") await discardReceivedArchive(context, actor, upload);
      // Every session ended with the restore, this one too: sign in again against the restored accounts.
      return loginRedirect(context.config, "session-ended", { clearSession: true });
    }
  }
}
