import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { BackupsPanel } from "./backups-panel";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleBackupAction } from "./backups.server";
import { listBackups } from "~/services/backups";
import { shownBackupReason } from "~/lib/backups/failure-reason";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "backups:manage");
  const read = async () => {
    const listed = await listBackups(context, user.actor);
    return {
      storageReadable: listed.storageReadable,
      backups: listed.backups.map((backup) => ({
        id: backup.id,
        filename: backup.filename,
        createdAt: backup.createdAt.toISOString(),
        sizeBytes: backup.sizeBytes,
        createdBy: backup.createdBy,
        status: backup.status,
        // Plain words only: a failure an older version recorded in raw words reads as the general reason.
        error: backup.status === "failed" ? shownBackupReason(backup.error) : null,
        fileExists: backup.fileExists,
      })),
    };
  };
  const fallback = { backups: [], storageReadable: true };
  return { dailyAt: context.config.BACKUP_DAILY_AT, ...(await loadOrUnavailable(context, read, { label: "backups", fallback })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "backups:manage");
  return handleBackupAction(request, context, user);
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  return <BackupsPanel {...loaderData} />;
}
