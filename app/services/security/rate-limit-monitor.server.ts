import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { loginAttempts, loginLockouts, rateLimits } from "~/db/schema/index";
import { LOCKOUT } from "~/lib/auth/lockout-rules";
import { RATE_LIMITS, type RateLimitRule } from "~/lib/rate-limits/rate-limit-rules";
import { type MonitorEntry, monitorStatus, type Slowdown } from "~/lib/security/rate-limit-monitor";
import type { Db } from "~/services/platform";

/** The monitor lists at most this many pairs, most recent first. */
const MONITOR_LIMIT = 200;

/**
 * Every address and username pair with failed sign-ins in the last 24 hours, with the lock-out's
 * own view of it: the failures it still counts (after the last success, block end or lifted
 * block) and the block it holds.
 */
export async function rateLimitMonitor(db: Db, now: Date): Promise<MonitorEntry[]> {
  const lookback = new Date(now.getTime() - LOCKOUT.lookbackHours * 3_600_000);
  const countingFrom = sql`greatest(${lookback}::timestamptz, ${loginLockouts.countFrom}, case when ${loginLockouts.blockedUntil} <= ${now}::timestamptz then ${loginLockouts.blockedUntil} end)`;
  const rows = await db
    .select({
      ipAddress: loginAttempts.ipAddress,
      usernameKey: loginAttempts.usernameKey,
      attempts: sql<number>`count(*)`.mapWith(Number),
      counted:
        sql<number>`count(*) filter (where ${loginAttempts.outcome} in ('pending', 'failed') and ${loginAttempts.attemptedAt} > ${countingFrom})`.mapWith(
          Number,
        ),
      firstAttempt: sql<Date>`min(${loginAttempts.attemptedAt})`.mapWith((value: string | Date) => new Date(value)),
      lastAttempt: sql<Date>`max(${loginAttempts.attemptedAt})`.mapWith((value: string | Date) => new Date(value)),
      blockedUntil: loginLockouts.blockedUntil,
    })
    .from(loginAttempts)
    .leftJoin(loginLockouts, and(eq(loginLockouts.ipAddress, loginAttempts.ipAddress), eq(loginLockouts.usernameKey, loginAttempts.usernameKey)))
    .where(and(gt(loginAttempts.attemptedAt, lookback), ne(loginAttempts.outcome, "succeeded")))
    .groupBy(loginAttempts.ipAddress, loginAttempts.usernameKey, loginLockouts.countFrom, loginLockouts.blockedUntil)
    .orderBy(desc(sql`max(${loginAttempts.attemptedAt})`))
    .limit(MONITOR_LIMIT);
  return rows.map((row) => {
    const status = monitorStatus(row.counted, row.blockedUntil, now);
    return {
      ipAddress: row.ipAddress,
      usernameKey: row.usernameKey,
      attempts: row.attempts,
      firstAttempt: row.firstAttempt.toISOString(),
      lastAttempt: row.lastAttempt.toISOString(),
      status,
      blockedUntil: status === "blocked" && row.blockedUntil ? row.blockedUntil.toISOString() : null,
    };
  });
}

const LIMIT_LABEL: Readonly<Record<string, string>> = {
  [RATE_LIMITS.signInPerAddress.bucket]: "Sign-ins per address",
  [RATE_LIMITS.signInPerAccount.bucket]: "Sign-ins per account",
  [RATE_LIMITS.beaconPerAddress.bucket]: "Page views per address",
};

/** Keys over their limit in the current window: who is being slowed now, since when, until when. */
export async function currentSlowdowns(db: Db, now: Date): Promise<Slowdown[]> {
  const rules: RateLimitRule[] = Object.values(RATE_LIMITS);
  const rows = await db.select().from(rateLimits).orderBy(desc(rateLimits.windowStart)).limit(1000);
  return rows.flatMap((row) => {
    const rule = rules.find((candidate) => candidate.bucket === row.bucket);
    if (!rule || row.hits <= rule.limit) return [];
    const until = new Date(row.windowStart.getTime() + rule.windowMs);
    if (until <= now) return [];
    return [
      {
        limit: LIMIT_LABEL[row.bucket] ?? row.bucket,
        key: row.key,
        hits: row.hits,
        allowed: rule.limit,
        since: row.windowStart.toISOString(),
        until: until.toISOString(),
      },
    ];
  });
}
