import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The processes using this database (servers, the backup command line), each seen again every few
 * seconds while it runs. Work one of them claimed (a backup, a restore, a job run) whose process
 * is no longer seen was cut off by a crash or a restart. Never backed up: it describes now.
 */
export const instances = pgTable("instances", {
  /** Host, process id and a random suffix (processInstanceId). */
  id: text("id").primaryKey(),
  startedAt: timestamptz("started_at").notNull(),
  seenAt: timestamptz("seen_at").notNull(),
});
