import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { loginAttempts, securityEvents } from "~/db/schema/index";
import { BURST } from "~/lib/auth/lockout-rules";
import { SECURITY_ALERT_TEXT, type SecurityAlerts } from "~/lib/security/security-alerts";
import type { SecuritySeverity } from "~/lib/users/user-types";
import type { Db, Tx } from "~/services/platform";

export type SecurityEventInput = {
  type: string;
  severity: SecuritySeverity;
  details: string;
  usernameKey?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
};

export async function recordSecurityEvent(db: Db | Tx, event: SecurityEventInput, now: Date): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    severity: event.severity,
    details: event.details.slice(0, 1000),
    usernameKey: event.usernameKey ?? null,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
}

async function recentEventExists(db: Db | Tx, type: string, usernameKey: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(and(eq(securityEvents.type, type), eq(securityEvents.usernameKey, usernameKey), gt(securityEvents.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

async function attemptsSince(db: Db, usernameKey: string, since: Date, outcomes: Array<"pending" | "failed" | "succeeded" | "refused">) {
  const [row] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.usernameKey, usernameKey), gt(loginAttempts.attemptedAt, since), inArray(loginAttempts.outcome, outcomes)));
  return row?.value ?? 0;
}

/**
 * Records `event` for the account unless one of its type was recorded since `since`. Concurrent
 * attempts (a burst arrives all at once) take turns on a lock for this account and event type, so
 * exactly one of them records it, on every instance sharing the database.
 */
async function recordOncePerWindow(db: Db, event: SecurityEventInput & { usernameKey: string }, since: Date, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`security-event:${event.type}:${event.usernameKey}`}))`);
    if (!(await recentEventExists(tx, event.type, event.usernameKey, since))) await recordSecurityEvent(tx, event, now);
  });
}

/**
 * Bursts against one account (from any address): 10 attempts within 1 minute, or
 * 20 failures within 30 minutes, each recorded once per window as a high-risk event.
 */
export async function detectLoginBursts(db: Db, input: { usernameKey: string; ipAddress: string; userAgent: string | null; now: Date }) {
  const { usernameKey, now } = input;
  const rapidSince = new Date(now.getTime() - BURST.rapidWindowMinutes * 60_000);
  const rapid = await attemptsSince(db, usernameKey, rapidSince, ["pending", "failed", "succeeded", "refused"]);
  if (rapid >= BURST.rapidAttempts) {
    await recordOncePerWindow(db, { ...input, type: "rapid_login_attempts", severity: "high", details: SECURITY_ALERT_TEXT.rapid(rapid) }, rapidSince, now);
  }
  const failedSince = new Date(now.getTime() - BURST.failedWindowMinutes * 60_000);
  const failed = await attemptsSince(db, usernameKey, failedSince, ["pending", "failed", "refused"]);
  if (failed >= BURST.failedAttempts) {
    await recordOncePerWindow(db, { ...input, type: "excessive_failed_logins", severity: "high", details: SECURITY_ALERT_TEXT.failed(failed) }, failedSince, now);
  }
}

const ALERT_LOOKBACK_MS = 24 * 3_600_000;

/** What the Security Alert banner lists for one account: its high and critical events of the last 24 hours. */
export async function securityAlertsFor(db: Db, username: string, now: Date): Promise<SecurityAlerts> {
  const rows = await db
    .select({ details: securityEvents.details, severity: securityEvents.severity })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.usernameKey, username.toLowerCase()),
        gt(securityEvents.createdAt, new Date(now.getTime() - ALERT_LOOKBACK_MS)),
        inArray(securityEvents.severity, ["high", "critical"]),
      ),
    )
    .orderBy(desc(securityEvents.createdAt))
    .limit(10);
  return { violations: [...new Set(rows.map((row) => row.details))], critical: rows.some((row) => row.severity === "critical") };
}
