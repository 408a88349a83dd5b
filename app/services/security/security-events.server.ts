import { and, count, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { adminUsers, loginAttempts, securityEvents, usernameKeyIs } from "~/db/schema/index";
import { BURST } from "~/lib/auth/lockout-rules";
import type { SecurityEventKind } from "~/lib/security/event-kinds";
import { SECURITY_ALERT_TEXT, type SecurityAlerts } from "~/lib/security/security-alerts";
import { usernameKey as keyOf } from "~/lib/users/account-rules";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "./events.server";

type BurstEvent = { kind: SecurityEventKind; details: string; usernameKey: string; ipAddress: string; userAgent: string | null };

async function recentEventExists(db: Db | Tx, type: SecurityEventKind, usernameKey: string, since: Date): Promise<boolean> {
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
async function recordOncePerWindow(db: Db, event: BurstEvent, since: Date, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`security-event:${event.kind}:${event.usernameKey}`}))`);
    if (await recentEventExists(tx, event.kind, event.usernameKey, since)) return;
    await recordEvent(tx, {
      kind: event.kind,
      at: now,
      details: event.details,
      target: { type: "user", label: event.usernameKey },
      ipAddress: event.ipAddress,
      userAgent: event.userAgent,
    });
  });
}

/**
 * Bursts against one account (from any address): 10 attempts within 1 minute, or
 * 20 failures within 30 minutes, each recorded once per window as a high-risk event.
 */
export async function detectLoginBursts(db: Db, input: { username: string; ipAddress: string; userAgent: string | null; now: Date }) {
  const { now } = input;
  const usernameKey = keyOf(input.username);
  const event = { usernameKey, ipAddress: input.ipAddress, userAgent: input.userAgent };
  const rapidSince = new Date(now.getTime() - BURST.rapidWindowMinutes * 60_000);
  const rapid = await attemptsSince(db, usernameKey, rapidSince, ["pending", "failed", "succeeded", "refused"]);
  if (rapid >= BURST.rapidAttempts) {
    await recordOncePerWindow(db, { ...event, kind: "rapid_login_attempts", details: SECURITY_ALERT_TEXT.rapid(rapid) }, rapidSince, now);
  }
  const failedSince = new Date(now.getTime() - BURST.failedWindowMinutes * 60_000);
  const failed = await attemptsSince(db, usernameKey, failedSince, ["pending", "failed", "refused"]);
  if (failed >= BURST.failedAttempts) {
    await recordOncePerWindow(db, { ...event, kind: "excessive_failed_logins", details: SECURITY_ALERT_TEXT.failed(failed) }, failedSince, now);
  }
}

const ALERT_LOOKBACK_MS = 24 * 3_600_000;

/**
 * What the Security Alert banner lists for one account since it last acknowledged them (at most
 * 24 hours back): its own high and critical events (`violations`, with `critical` when one is),
 * and, for those who watch security (`siteWide`), the escalations that concern the whole site,
 * which ask nothing of this account.
 */
export async function securityAlertsFor(db: Db, username: string, now: Date, options: { siteWide?: boolean } = {}): Promise<SecurityAlerts> {
  const key = keyOf(username);
  const [account] = await db.select({ seenAt: adminUsers.alertsSeenAt }).from(adminUsers).where(usernameKeyIs(username));
  const lookback = new Date(now.getTime() - ALERT_LOOKBACK_MS);
  const since = account?.seenAt && account.seenAt > lookback ? account.seenAt : lookback;
  const concerns = options.siteWide
    ? or(eq(securityEvents.usernameKey, key), eq(securityEvents.type, "critical_incidents_escalated"))
    : eq(securityEvents.usernameKey, key);
  const rows = await db
    .select({ details: securityEvents.details, severity: securityEvents.severity, usernameKey: securityEvents.usernameKey })
    .from(securityEvents)
    .where(and(concerns, gt(securityEvents.createdAt, since), inArray(securityEvents.severity, ["high", "critical"])))
    .orderBy(desc(securityEvents.createdAt))
    .limit(10);
  const own = rows.filter((row) => row.usernameKey === key);
  const elsewhere = rows.filter((row) => row.usernameKey !== key);
  return {
    violations: [...new Set(own.map((row) => row.details))],
    critical: own.some((row) => row.severity === "critical"),
    siteWide: [...new Set(elsewhere.map((row) => row.details))],
  };
}
