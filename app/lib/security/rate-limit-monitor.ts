import { LOCKOUT, type LockoutStatus, lockoutStatus } from "../auth/lockout-rules";

/** One address and username pair with failed sign-ins in the last 24 hours, as the monitor lists it. */
export type MonitorEntry = {
  ipAddress: string;
  usernameKey: string;
  /** Failed and refused attempts in the lookback. */
  attempts: number;
  firstAttempt: string;
  lastAttempt: string;
  status: LockoutStatus;
  /** When the block ends; set only while blocked. */
  blockedUntil: string | null;
};

/** A key being slowed by a rate limit now: which limit, since when, until when. */
export type Slowdown = { limit: string; key: string; hits: number; allowed: number; since: string; until: string };

/**
 * The status the lock-out itself would give: blocked while its block runs, otherwise by the
 * failures it still counts (those after the last success, block end or lifted block).
 */
export function monitorStatus(countedFailures: number, blockedUntil: Date | null, now: Date): LockoutStatus {
  if (blockedUntil && blockedUntil > now) return "blocked";
  return lockoutStatus(Math.min(countedFailures, LOCKOUT.blockAt - 1));
}

export const MONITOR_TEXT = {
  empty: "No rate limit violations detected in the last 24 hours.",
  noSlowdowns: "No address or account is being slowed by a rate limit now.",
  lifted: { title: "Block lifted", description: "The address and username may sign in again." },
  liftFailed: { title: "Could not lift the block", description: "The block was not found; it may have ended already." },
  liftError: { title: "Could not lift the block", description: "Something went wrong; the block was not changed. Please try again in a moment." },
} as const;

export const STATUS_LABEL: Readonly<Record<LockoutStatus, string>> = { active: "Active", warning: "Warning", blocked: "Blocked" };
