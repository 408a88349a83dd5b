import { BackupsPanel } from "~/components/admin/backups/backups-panel";
import { requireAdmin } from "./guard.server";
import { handleBackupAction } from "./backups.server";
import { DAILY_BACKUP_JOB, listBackups } from "~/services/backups";
import { listJobStatus } from "~/services/jobs";
import type { Route } from "./+types/backups";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdmin(request, context, "backups:manage");
  try {
    const [backups, jobs] = await Promise.all([listBackups(context, actor), listJobStatus(context.database.db)]);
    const daily = jobs.find((job) => job.job === DAILY_BACKUP_JOB);
    const lastRun = daily?.lastRun;
    const scheduleFailure = lastRun && (lastRun.status === "failed" || lastRun.abandoned) ? { at: lastRun.slot.toISOString(), error: lastRun.error ?? "The run did not finish." } : null;
    return {
      ok: true as const,
      dailyAt: context.config.BACKUP_DAILY_AT,
      scheduleFailure,
      backups: backups.map((backup) => ({
        id: backup.id,
        filename: backup.filename,
        createdAt: backup.createdAt.toISOString(),
        sizeBytes: backup.sizeBytes,
        createdBy: backup.createdBy,
        status: backup.status,
        error: backup.error,
        fileExists: backup.fileExists,
      })),
    };
  } catch (error) {
    context.log.error({ err: error }, "backups could not load");
    return { ok: false as const, dailyAt: context.config.BACKUP_DAILY_AT, scheduleFailure: null, backups: [] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdmin(request, context, "backups:manage");
  return handleBackupAction(request, context, actor);
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  return <BackupsPanel {...loaderData} />;
}
