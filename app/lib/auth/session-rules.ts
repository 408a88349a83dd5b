/** Server-side session limits: absolute 24 h, idle timeout from config (<= 60 min). */
export const SESSION_MAX_HOURS = 24;
export const SESSION_TOKEN_BYTES = 32;
/** lastSeenAt is written at most this often, so every request isn't a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export type SessionTimes = { createdAt: Date; lastSeenAt: Date; expiresAt: Date };
export type SessionVerdict = "valid" | "expired" | "idle";

export function sessionExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_MAX_HOURS * 3_600_000);
}

export function judgeSession(session: SessionTimes, now: Date, idleMinutes: number): SessionVerdict {
  if (now >= session.expiresAt) return "expired";
  if (now.getTime() - session.lastSeenAt.getTime() >= idleMinutes * 60_000) return "idle";
  return "valid";
}
