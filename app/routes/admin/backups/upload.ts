import { receiveArchive } from "~/services/backups";
import { DomainError } from "~/services/platform";
import { requireAdmin } from "~/routes/admin/guard.server";
import { BACKUP_TOASTS, type BackupUploadResult } from "./backup-admin-text";
import type { Route } from "./+types/upload";

function answer(body: BackupUploadResult, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

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
    return answer({ ok: true, ...received });
  } catch (error) {
    if (error instanceof DomainError) return answer({ ok: false, message: error.message }, error.status);
    context.log.error({ err: error }, "backup upload failed");
    return answer({ ok: false, message: BACKUP_TOASTS.uploadFailed }, 500);
  }
}
