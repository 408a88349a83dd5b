import type { AppServices } from "./app-context.server";
import { ensureFirstAdmin } from "../users/first-admin.server";
import { seedDefaultPostsTask } from "../blog/posts-seed.server";

export type StartupTask = (services: AppServices) => Promise<void>;

/** Run in order after migrations, once per process start. Each area appends its own. */
export const startupTasks: StartupTask[] = [ensureFirstAdmin, seedDefaultPostsTask];
