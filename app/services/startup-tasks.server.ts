import { recordInstallation } from "~/services/backups";
import { seedDefaultPostsTask } from "~/services/blog";
import type { AppServices } from "~/services/platform";
import { ensureFirstAdmin } from "~/services/users";

export type StartupTask = (services: AppServices) => Promise<void>;

/** Run in order after migrations, once per process start. Each area appends its own. */
export const startupTasks: StartupTask[] = [ensureFirstAdmin, seedDefaultPostsTask, (services) => recordInstallation(services)];
