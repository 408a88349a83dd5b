import { recordInstallation } from "~/services/backups";
import { seedDefaultPostsTask } from "~/services/blog";
import type { AppServices } from "~/services/platform";
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
];
