import type { JobDefinition } from "~/services/jobs";
import { analyzeRawTables, deleteClosedDaysPartialMarkers, deleteExpiredRawRows, rollUpClosedDays, rollUpFiltersOfEarlierDays } from "./rollups.server";

/**
 * Rolls up the days that closed since the last run, deletes raw rows past their retention
 * (ANALYTICS_RETENTION_MONTHS), then gives days rolled up before the rollups kept rows per filter
 * value those rows, newest first. Hourly: days close at midnight UTC, and until a day is rolled up
 * the dashboard reads it from the raw rows, so a late run only costs speed, never accuracy. A run
 * stopped by its time limit leaves the rest to the next one.
 */
export const analyticsRollupJob: JobDefinition = {
  name: "analytics-rollups",
  schedule: 3_600_000,
  timeoutMs: 30 * 60_000,
  async run({ database, logger, config }, { now, signal }) {
    const started = performance.now();
    const rolled = await rollUpClosedDays(database.db, now, signal);
    await deleteClosedDaysPartialMarkers(database.db, now);
    const deleted = await deleteExpiredRawRows(database.db, now, config.ANALYTICS_RETENTION_MONTHS);
    const filtersAdded = await rollUpFiltersOfEarlierDays(database.db, now, signal);
    if (rolled.length || deleted.pageViews || deleted.events || filtersAdded.length) {
      // Once a day at most: the raw tables change by about a day's rows between runs that roll up.
      await analyzeRawTables(database.db);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      logger.info({ rolledDays: rolled.length, filterRollupsAddedDays: filtersAdded.length, deleted, seconds }, "analytics rolled up");
    }
  },
};
