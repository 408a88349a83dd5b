import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { loginHistory } from "~/db/schema/index";
import { LOGIN_HISTORY_LIMIT, type LoginFilter, type LoginStats } from "~/lib/security/login-history";
import type { Db } from "~/services/platform";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The newest login records (logouts are kept but aren't logins), filtered and searched. */
export async function listLoginRecords(db: Db, options: { filter: LoginFilter; search: string }) {
  const conditions = [eq(loginHistory.action, "login")];
  if (options.filter !== "all") conditions.push(eq(loginHistory.success, options.filter === "success"));
  const search = options.search.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(loginHistory.username, pattern), ilike(loginHistory.ipAddress, pattern))!);
  }
  return db
    .select({
      id: loginHistory.id,
      username: loginHistory.username,
      timestamp: loginHistory.timestamp,
      success: loginHistory.success,
      ipAddress: loginHistory.ipAddress,
    })
    .from(loginHistory)
    .where(and(...conditions))
    .orderBy(desc(loginHistory.timestamp))
    .limit(LOGIN_HISTORY_LIMIT);
}

export async function loginStats(db: Db): Promise<LoginStats> {
  const [row] = await db
    .select({ total: count(), successful: sql<number>`count(*) filter (where ${loginHistory.success})`.mapWith(Number) })
    .from(loginHistory)
    .where(eq(loginHistory.action, "login"));
  const total = row?.total ?? 0;
  const successful = row?.successful ?? 0;
  return { total, successful, failed: total - successful };
}

/** A cheap fingerprint of the records, polled by the open tab to know when to reload. */
export async function loginHistoryVersion(db: Db): Promise<string> {
  const [row] = await db.select({ total: count(), latest: sql<string | null>`max(${loginHistory.timestamp})::text` }).from(loginHistory);
  return `${row?.total ?? 0}:${row?.latest ?? ""}`;
}

/** Whether the login records can be read at all (the dashboard's connection test: one id). */
export async function loginHistoryReadable(db: Db): Promise<boolean> {
  try {
    await db.select({ id: loginHistory.id }).from(loginHistory).limit(1);
    return true;
  } catch {
    return false;
  }
}
