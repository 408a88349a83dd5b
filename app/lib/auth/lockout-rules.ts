/** Failed logins counted per IP and username: a warning from the third, a 30-minute block from the fifth. */
export const LOCKOUT = {
  warningAt: 3,
  blockAt: 5,
  blockMinutes: 30,
  lookbackHours: 24,
} as const;

/** Bursts of attempts against one account that are flagged as high-risk security events. */
export const BURST = {
  rapidAttempts: 10,
  rapidWindowMinutes: 1,
  failedAttempts: 20,
  failedWindowMinutes: 30,
} as const;

/** Attempts older than the 24-hour lookback no longer matter to any rule; kept one day more. */
export const ATTEMPT_RETENTION_MS = 2 * LOCKOUT.lookbackHours * 3_600_000;

export type LockoutStatus = "active" | "warning" | "blocked";

const MINUTE = 60_000;

export function lockoutStatus(failures: number): LockoutStatus {
  if (failures >= LOCKOUT.blockAt) return "blocked";
  if (failures >= LOCKOUT.warningAt) return "warning";
  return "active";
}

/** Only failures after this moment count: the later of the lookback start and the reset point. */
export function countingSince(now: Date, countFrom: Date | null): Date {
  const lookback = new Date(now.getTime() - LOCKOUT.lookbackHours * 60 * MINUTE);
  return countFrom && countFrom > lookback ? countFrom : lookback;
}

export function blockEnd(fifthFailureAt: Date): Date {
  return new Date(fifthFailureAt.getTime() + LOCKOUT.blockMinutes * MINUTE);
}

/** Attempts left before a block, for the warning shown after a failure (null when not warning). */
export function attemptsLeft(failures: number): number | null {
  return lockoutStatus(failures) === "warning" ? LOCKOUT.blockAt - failures : null;
}
