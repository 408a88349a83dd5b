import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { BackupsPanel } from "./backups-panel";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleBackupAction } from "./backups.server";
import { listBackups } from "~/services/backups";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "backups:manage");
  const read = async () => ({
    backups: (await listBackups(context, user.actor)).map((backup) => ({
      id: backup.id,
      filename: backup.filename,
      createdAt: backup.createdAt.toISOString(),
      sizeBytes: backup.sizeBytes,
      createdBy: backup.createdBy,
      status: backup.status,
      error: backup.error,
      fileExists: backup.fileExists,
    })),
  });
  return { dailyAt: context.config.BACKUP_DAILY_AT, ...(await loadOrUnavailable(context, read, { label: "backups", fallback: { backups: [] } })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "backups:manage");
  return handleBackupAction(request, context, user);
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  return <BackupsPanel {...loaderData} />;
}
