import type { AppServices } from "./app-context.server";
import { ensureFirstAdmin } from "./first-admin.server";
import { seedDefaultPostsTask } from "./posts-seed.server";

export type StartupTask = (services: AppServices) => Promise<void>;

/** Run in order after migrations, once per process start. Each area appends its own. */
export const startupTasks: StartupTask[] = [ensureFirstAdmin, seedDefaultPostsTask];
