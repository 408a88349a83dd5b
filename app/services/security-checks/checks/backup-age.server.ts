import { beginBackup, listBackups } from "~/services/backups";
import type { SecurityCheck } from "../check-definition.server";

/** A successful backup at least this recent passes. */
export const BACKUP_MAX_AGE_HOURS = 48;

export const backupAge: SecurityCheck = {
  id: "backup-age",
  title: "Recent successful backup",
  severity: "high",
  passed: `A backup completed within the last ${BACKUP_MAX_AGE_HOURS} hours.`,
  whyItMatters: "Without a recent backup, a failed disk, a bad restore or a compromised account loses everything written since the last one.",
  howToFix: "Create a backup now, and check the daily schedule (BACKUP_DAILY_AT) and the Backups tab's last run.",
  async run({ services, actor, now }) {
    const newest = (await listBackups(services, actor)).backups.find((backup) => backup.status === "completed");
    if (newest && now.getTime() - newest.createdAt.getTime() <= BACKUP_MAX_AGE_HOURS * 3_600_000) return null;
    return {
      found: newest
        ? `The last successful backup is from ${newest.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`
        : "No backup has ever completed.",
    };
  },
  safeFix: {
    label: "Create a backup now",
    async apply({ services, actor }) {
      const { done } = await beginBackup(services, { trigger: "manual", actor });
      // A backup that failed is not a fix: the answer is 'Fix failed', never 'Backup created'.
      const backup = await done;
      if (backup.status !== "completed") throw new Error(`the backup failed: ${backup.error ?? "no reason recorded"}`);
      return "Backup created";
    },
  },
};
