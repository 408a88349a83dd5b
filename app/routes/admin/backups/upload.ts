import { data } from "react-router";
import { BACKUP_TOASTS, type BackupUploadResult } from "./backup-admin-text";
import { BackupArchiveError, receiveArchive } from "~/services/backups/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/upload";

/**
 * Receives an archive to restore as the raw request body (`?name=` its file name), streamed to a
 * private file; answers the token the dry run and the restore name it by. Admins only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "backups:manage");
  const declared = request.headers.get("content-length");
  try {
    const received = await receiveArchive(context, user.actor, {
      body: request.body,
      declaredBytes: declared === null ? null : Number(declared),
      name: new URL(request.url).searchParams.get("name"),
    });
    return data<BackupUploadResult>({ ok: true, ...received });
  } catch (error) {
    if (error instanceof BackupArchiveError) return data<BackupUploadResult>({ ok: false, message: error.message }, { status: 400 });
    context.log.error({ err: error }, "backup upload failed");
    return data<BackupUploadResult>({ ok: false, message: BACKUP_TOASTS.uploadFailed }, { status: 500 });
  }
}
