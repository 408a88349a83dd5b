import { logCountryDatabaseAge } from "~/services/analytics";
import { recordInstallation } from "~/services/backups";
import { seedDefaultPostsTask } from "~/services/blog";
import type { AppServices } from "~/services/platform";
import { backfillSearchIndex, searchWarmUpStatements } from "~/services/search";
import { searchablePages } from "~/services/site-content";
import { ensureFirstAdmin } from "~/services/users";
import { recoverInterruptedWork } from "./interrupted-work.server";

export type StartupTask = (services: AppServices) => Promise<void>;

/** Run in order after migrations, once per process start. Each area appends its own. */
export const startupTasks: StartupTask[] = [
  // First: a backup or restore a crash cut off is marked failed and its files removed before anything starts new work.
  (services) => recoverInterruptedWork(services),
  ensureFirstAdmin,
  seedDefaultPostsTask,
  (services) => recordInstallation(services),
  // After seeding: pages and posts written before the search index existed, or around it (a restore, a script), are indexed.
  async (services) => {
    const indexed = await backfillSearchIndex(services.database.db, await searchablePages(services.database.db));
    if (indexed.posts || indexed.removed) services.logger.info(indexed, "search index brought up to date");
  },
  // After the backfill: the connections the pool keeps are warmed for the first visitors' searches (decision 099). Only speed is at stake.
  async (services) => {
    await services.database.warmConnections(searchWarmUpStatements()).catch((error: unknown) => {
      services.logger.warn({ err: error }, "database connections could not be warmed; the first searches will be slower");
    });
  },
  // The country database's age is the operator's to mend (GEOIP_DB_PATH), not a warning on the staff's Analytics tab.
  async (services) => {
    logCountryDatabaseAge(services);
  },
];
