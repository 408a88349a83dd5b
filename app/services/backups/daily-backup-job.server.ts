import { dailyAt } from "~/lib/backups/daily-slot";
import { shownBackupReason } from "~/lib/backups/failure-reason";
import { SYSTEM_ACTOR } from "~/services/auth";
import type { JobDefinition } from "~/services/jobs";
import type { AppConfig } from "~/services/platform";
import { createBackup } from "./create-backup.server";
import { installedAt } from "./installation.server";
import { pruneScheduledBackups } from "./retention.server";

export const DAILY_BACKUP_JOB = "daily-backup";

/**
 * The daily backup at BACKUP_DAILY_AT (UTC), then retention; none when set to "off". A failed
 * backup fails the job run, which the admin area shows. Slots before the installation are skipped.
 */
export function backupJobs(config: Pick<AppConfig, "BACKUP_DAILY_AT">): JobDefinition[] {
  if (config.BACKUP_DAILY_AT === "off") return [];
  return [
    {
      name: DAILY_BACKUP_JOB,
      schedule: dailyAt(config.BACKUP_DAILY_AT),
      timeoutMs: 60 * 60_000,
      async run(services, { now, slot }) {
        // A fresh site waits for the first daily slot after installation instead of backing up at first start.
        const installed = await installedAt(services.database.db);
        if (installed && slot < installed) {
          services.logger.info({ slot, installed }, "daily backup: the first daily slot after installation is still to come");
          return;
        }
        const backup = await createBackup(services, { trigger: "scheduled", actor: SYSTEM_ACTOR, now });
        // The run's recorded error is the backup's plain reason: the admin shell shows it.
        if (backup.status !== "completed") throw new Error(shownBackupReason(backup.error));
        const pruned = await pruneScheduledBackups(services);
        services.logger.info({ filename: backup.filename, sizeBytes: backup.sizeBytes, pruned }, "daily backup taken");
      },
    },
  ];
}
