import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BACKUP_STATUSES, BACKUP_TRIGGERS, type BackupStatus, type BackupTrigger, RESTORE_STATUSES, type RestoreStatus } from "../../lib/backups/backup-status";
import { oneOf } from "./closed-list";

/**
 * The list of backup archives in storage. Never itself backed up or restored: it describes what
 * storage holds now, which a restore does not change. No foreign key to admin_users either, so a
 * restore's TRUNCATE ... CASCADE of the accounts leaves it alone; `created_by` is a name snapshot.
 */
export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    filename: text("filename").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Username of whoever started it; null for the schedule and the command line ("System"). */
    createdBy: text("created_by"),
    trigger: text("trigger").$type<BackupTrigger>().notNull(),
    status: text("status").$type<BackupStatus>().notNull(),
    /** Why it failed, as a message only. */
    error: text("error"),
    /** The process writing it (instances.id) while pending: a pending backup whose process is gone was interrupted. */
    claimedBy: text("claimed_by"),
  },
  (table) => [
    index("backups_created_idx").on(table.createdAt.desc().nullsFirst()),
    check("backups_status_check", oneOf(table.status, BACKUP_STATUSES)),
    check("backups_trigger_check", oneOf(table.trigger, BACKUP_TRIGGERS)),
  ],
);

/**
 * Restores, from the moment one starts until it ends. Not backed up and never truncated by a
 * restore, so a run interrupted by a crash is still here at the next start to be marked failed
 * (and its half-applied uploads put back); `completed` is written in the restore's own transaction.
 */
export const restoreRuns = pgTable(
  "restore_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The listed backup or the uploaded file's name. */
    source: text("source").notNull(),
    /** Username of the admin who started it; null for the command line. */
    startedBy: text("started_by"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: text("status").$type<RestoreStatus>().notNull(),
    error: text("error"),
    /** The process running it (instances.id). */
    claimedBy: text("claimed_by").notNull(),
  },
  (table) => [index("restore_runs_started_idx").on(table.startedAt), check("restore_runs_status_check", oneOf(table.status, RESTORE_STATUSES))],
);
