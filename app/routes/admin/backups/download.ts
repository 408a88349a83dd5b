import { Readable } from "node:stream";
import { isEncryptedBackupFilename } from "~/lib/backups/archive-format";
import { openBackupDownload } from "~/services/backups";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/download";
import { isHeadRequest } from "~/lib/http/head-request";

const NOT_FOUND = () =>
  new Response("No download is available for this backup.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * Streams one archive to a signed-in admin as an attachment; recorded in the audit log. Without
 * the admin's session the URL leads to the login page, so a copied link is useless.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "backups:manage");
  const download = await openBackupDownload(context, user.actor, params.filename, { record: !isHeadRequest(request) });
  if (!download) return NOT_FOUND();
  const headers = {
    "Content-Type": isEncryptedBackupFilename(download.filename) ? "application/octet-stream" : "application/gzip",
    "Content-Length": String(download.size),
    "Content-Disposition": `attachment; filename="${download.filename}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (isHeadRequest(request)) {
    download.body.destroy();
    return new Response(null, { headers });
  }
  return new Response(Readable.toWeb(download.body) as ReadableStream<Uint8Array>, { headers });
}
