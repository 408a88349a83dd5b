import { eq } from "drizzle-orm";
import { appState } from "~/db/schema/index";
import type { AppServices, Db } from "~/services/platform";

/** app_state key holding when this site first started with the daily backup code in place. */
const INSTALLED_AT_KEY = "site.installed_at";

/** Start-up task: remembers the first start (later starts and other instances keep the first value). */
export async function recordInstallation({ database }: AppServices, now = new Date()): Promise<void> {
  await database.db
    .insert(appState)
    .values({ key: INSTALLED_AT_KEY, value: { at: now.toISOString() } })
    .onConflictDoNothing();
}

/** When the site was installed; null when unknown (a restored database from before this record existed). */
export async function installedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, INSTALLED_AT_KEY));
  const at = (row?.value as { at?: unknown } | undefined)?.at;
  return typeof at === "string" && !Number.isNaN(Date.parse(at)) ? new Date(at) : null;
}
