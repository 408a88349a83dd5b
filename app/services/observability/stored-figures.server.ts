import { count, eq, max } from "drizzle-orm";
import { backups, mailOutbox } from "~/db/schema/index";
import type { Database } from "~/services/platform";

/** A scrape must not hang on a database that stopped answering: its figures are left out instead. */
const READ_TIMEOUT_MS = 2000;

export type StoredFigures = { mailPending: number; mailFailed: number; lastBackupAt: Date | null };

/** The figures Prometheus reads from the database: mail waiting or given up, and the newest completed backup. Null when the database did not answer in time. */
export async function readStoredFigures(database: Database): Promise<StoredFigures | null> {
  const read = async (): Promise<StoredFigures> => {
    const byStatus = await database.db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
    const [newest] = await database.db
      .select({ at: max(backups.createdAt) })
      .from(backups)
      .where(eq(backups.status, "completed"));
    const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
    return { mailPending: of("pending"), mailFailed: of("failed"), lastBackupAt: newest?.at ? new Date(newest.at) : null };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS)));
  try {
    return await Promise.race([read(), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
