import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const JOB_RUN_STATUSES = ["running", "succeeded", "failed"] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/**
 * One row per job and time slot. Inserting the row is the claim: the primary key lets exactly one
 * instance run each slot, and the row survives restarts, so a forgotten run stays visible.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    /** Start of the time slot this run covers. */
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    /** The instance that claimed the slot (host, process id and a random suffix). */
    claimedBy: text("claimed_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: text("status").$type<JobRunStatus>().notNull(),
    /** The failure's message only (no stack), truncated. */
    error: text("error"),
    /** Failed because its process stopped mid-run (a crash or a restart), not by its own error: its slot may be claimed again. */
    interrupted: boolean("interrupted").notNull().default(false),
    /** Claims of this slot so far: an interrupted run is tried again once, never in a crash loop. */
    attempts: integer("attempts").notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.job, table.slot] }),
    index("job_runs_started_idx").on(table.startedAt),
    check("job_runs_status_check", sql`${table.status} in ('running', 'succeeded', 'failed')`),
  ],
);
