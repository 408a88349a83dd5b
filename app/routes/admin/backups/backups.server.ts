import { z } from "zod";
import { tablesNotMatchingManifest } from "~/lib/backups/archive-format";
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
import { shownBackupReason } from "~/lib/backups/failure-reason";
import type { RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, formValues, parseForm, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { loginRedirect } from "../session-cookie.server";
import { BACKUP_FAULT_TOASTS, BACKUP_INTENTS, BACKUP_TOASTS, type BackupActionResult } from "./backup-admin-text";

const deleteFields = z.object({ backupId: z.uuid() });

/**
 * The archive a restore form names: a listed backup (`filename`) or one this admin uploaded
 * (`upload`, the upload route's token), with the private key pasted for an encrypted one.
 */
const restoreSourceFields = z.object({ filename: z.string().default(""), upload: z.string().default(""), identity: z.string().default("") });
const restoreFields = restoreSourceFields.extend({ password: z.string().min(1, BACKUP_TOASTS.wrongPassword) });
type RestoreSourceFields = z.output<typeof restoreSourceFields>;

async function restoreSource(context: RequestContext, actor: Actor, fields: RestoreSourceFields): Promise<RestoreSource> {
  const identity = fields.identity || null;
  if (fields.upload) return { ...(await receivedArchive(context, actor, fields.upload)), identity };
  return { stored: fields.filename, identity };
}

/** A refused upload is of no further use: it goes at once instead of waiting for its hour. */
async function discardingRefusedUpload<T>(context: RequestContext, actor: Actor, upload: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (upload && error instanceof BackupArchiveError) await discardReceivedArchive(context, actor, upload);
    throw error;
  }
}

/** The dry run: the archive checked completely and what a restore would replace, nothing changed. */
async function dryRun(context: RequestContext, actor: Actor, form: FormData) {
  const fields = restoreSourceFields.parse(formValues(form));
  const plan = await discardingRefusedUpload(context, actor, fields.upload, async () =>
    previewRestore(context, actor, await restoreSource(context, actor, fields)),
  );
  // Shown beside the manifest's counts either way; an archive whose rows differ is not restored.
  const mismatched = tablesNotMatchingManifest(plan.tables).length;
  if (mismatched > 0) {
    const toast = { title: BACKUP_TOASTS.restoreRefused, description: BACKUP_TOASTS.manifestMismatch(mismatched) };
    return reply<BackupActionResult>({ intent: "preview-restore", ok: true, warning: true, toast, plan });
  }
  return reply<BackupActionResult>({ intent: "preview-restore", ok: true, toast: BACKUP_TOASTS.restoreChecked, plan });
}

/**
 * Confirmed by the admin's own password. Every session ends with the restore, this one too: the
 * admin signs in again against the restored accounts.
 */
async function restoreNow(context: RequestContext, user: AdminUser, form: FormData) {
  const fields = parseForm(form, restoreFields);
  // A wrong password counts toward the account's limit on wrong answers in a row; past it none is checked.
  const confirmation = fields.ok ? await confirmOwnPassword(context.database.db, user.actor, fields.data.password) : { ok: false as const, message: null };
  if (!fields.ok || !confirmation.ok) {
    const message = confirmation.ok ? BACKUP_TOASTS.wrongPassword : (confirmation.message ?? BACKUP_TOASTS.wrongPassword);
    const toast = { title: BACKUP_TOASTS.restoreRefused, description: message };
    return reply<BackupActionResult>({ intent: "restore", ok: false, toast, fieldErrors: { password: message } });
  }
  const { upload } = fields.data;
  let source = "";
  const plan = await discardingRefusedUpload(context, user.actor, upload, async () => {
    const archive = await restoreSource(context, user.actor, fields.data);
    source = "stored" in archive ? archive.stored : (archive.label ?? BACKUP_TOASTS.uploadedArchive);
    return restoreBackup(context, user.actor, archive);
  });
  if (upload) await discardReceivedArchive(context, user.actor, upload);
  // The login page says what was restored and why everyone signs in again (not an alarm).
  return loginRedirect(context.config, { restored: { source, takenAt: plan.createdAt } }, { clearSession: true });
}

async function deleteListed(context: RequestContext, actor: Actor, form: FormData) {
  const fields = parseForm(form, deleteFields);
  const outcome = fields.ok ? await deleteBackup(context, actor, fields.data.backupId) : { status: "not-found" as const };
  if (outcome.status === "deleted") return reply<BackupActionResult>({ intent: "delete", ok: true, toast: BACKUP_TOASTS.deleted(outcome.filename) });
  if (outcome.status === "deleted-without-file")
    return reply<BackupActionResult>({ intent: "delete", ok: true, warning: true, toast: BACKUP_TOASTS.storageWarning });
  return reply<BackupActionResult>({ intent: "delete", ok: false, toast: BACKUP_TOASTS.deleteFailed });
}

/** How long Create Backup waits for the outcome before answering that the backup is still being written. */
export const BACKUP_ANSWER_WAIT_MS = 10_000;

/**
 * Waits for the outcome while it comes quickly (a small site's backup takes a second or two), so
 * the answer says what happened: created, or failed and why. A backup still being written after
 * that is announced as started; the list polls it and says how it ended.
 */
async function createNow(context: RequestContext, actor: Actor, waitMs = BACKUP_ANSWER_WAIT_MS) {
  const { done } = await beginBackup(context, { trigger: "manual", actor });
  done.catch((error: unknown) => context.logger.error({ err: error }, "backup could not record its outcome"));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const outcome = await Promise.race([done.catch(() => null), waited]).finally(() => clearTimeout(timer));
  if (!outcome || outcome.status === "pending") return reply<BackupActionResult>({ intent: "create", ok: true, toast: BACKUP_TOASTS.started });
  if (outcome.status === "failed")
    return reply<BackupActionResult>({ intent: "create", ok: false, toast: BACKUP_TOASTS.createFailed(shownBackupReason(outcome.error)) }, 500);
  return reply<BackupActionResult>({ intent: "create", ok: true, toast: BACKUP_TOASTS.created(outcome.filename) });
}

/** Site Backup form posts; the guard checked backups:manage and the services check it again. */
export async function handleBackupAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = BACKUP_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<BackupActionResult>({ intent: "unknown", ok: false, toast: BACKUP_FAULT_TOASTS.unknown });
  try {
    if (intent === "create") return await createNow(context, user.actor);
    if (intent === "delete") return await deleteListed(context, user.actor, form);
    if (intent === "preview-restore") return await dryRun(context, user.actor, form);
    return await restoreNow(context, user, form);
  } catch (error) {
    return failure<BackupActionResult>(context, error, {
      intent,
      fallback: BACKUP_FAULT_TOASTS[intent],
      toastFor: intent === "delete" ? () => BACKUP_TOASTS.deleteFailed : undefined,
    });
  }
}
