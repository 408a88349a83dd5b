import { and, eq } from "drizzle-orm";
import { backups } from "~/db/schema/index";
import { backupsToPrune, type RetentionPolicy } from "~/lib/backups/retention";
import { SYSTEM_ACTOR } from "~/services/auth";
import type { AppConfig, AppServices } from "~/services/platform";
import { deleteBackup } from "./backup-list.server";

export function retentionPolicy(config: Pick<AppConfig, "BACKUP_KEEP_DAILY" | "BACKUP_KEEP_WEEKLY" | "BACKUP_KEEP_MONTHLY">): RetentionPolicy {
  return { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY, monthly: config.BACKUP_KEEP_MONTHLY };
}

/**
 * Deletes the completed scheduled backups the retention policy no longer keeps. Backups an admin
 * or the command line made are never pruned: whoever made one by hand deletes it by hand.
 */
export async function pruneScheduledBackups(services: AppServices): Promise<string[]> {
  const candidates = await services.database.db
    .select({ id: backups.id, createdAt: backups.createdAt, filename: backups.filename })
    .from(backups)
    .where(and(eq(backups.trigger, "scheduled"), eq(backups.status, "completed")));
  const pruned: string[] = [];
  for (const id of backupsToPrune(candidates, retentionPolicy(services.config))) {
    const outcome = await deleteBackup(services, SYSTEM_ACTOR, id);
    if (outcome.status !== "not-found") pruned.push(outcome.filename);
  }
  return pruned;
}
