import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BACKUP_STATUSES, BACKUP_TRIGGERS, type BackupStatus, type BackupTrigger } from "../../lib/backups/backup-status";
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
  },
  (table) => [
    index("backups_created_idx").on(table.createdAt.desc().nullsFirst()),
    check("backups_status_check", oneOf(table.status, BACKUP_STATUSES)),
    check("backups_trigger_check", oneOf(table.trigger, BACKUP_TRIGGERS)),
  ],
);
