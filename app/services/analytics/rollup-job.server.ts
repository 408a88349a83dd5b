import type { JobDefinition } from "~/services/jobs";
import { deleteExpiredRawRows, rollUpClosedDays } from "./rollups.server";

/**
 * Rolls up the days that closed since the last run, then deletes raw rows past their retention
 * (ANALYTICS_RETENTION_MONTHS). Hourly: days close at midnight UTC, and until a day is rolled up
 * the dashboard reads it from the raw rows, so a late run only costs speed, never accuracy.
 */
export const analyticsRollupJob: JobDefinition = {
  name: "analytics-rollups",
  schedule: 3_600_000,
  timeoutMs: 30 * 60_000,
  async run({ database, logger, config }, { now, signal }) {
    const rolled = await rollUpClosedDays(database.db, now, signal);
    const deleted = await deleteExpiredRawRows(database.db, now, config.ANALYTICS_RETENTION_MONTHS);
    if (rolled.length || deleted.pageViews || deleted.events) logger.info({ rolledDays: rolled.length, deleted }, "analytics rolled up");
  },
};
