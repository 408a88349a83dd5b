import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";
import type { Db } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { type EventTarget, recordEvent } from "./events.server";

export type HoneypotHit = { where: string; ipAddress: string; userAgent: string | null; at: Date; target?: EventTarget | null };

/**
 * A filled honeypot field. The first from an address in the window is recorded as the critical
 * incident (which alerts the admins); the ones after it are only counted on the address's rate-limit
 * row, so a bot filling it in a loop writes one counter, not one event and one alert line per post.
 * Returns whether this hit was recorded.
 */
export async function recordHoneypotHit(db: Db, hit: HoneypotHit): Promise<boolean> {
  const first = await hitRateLimit(db, RATE_LIMITS.honeypotPerAddress, addressKey(hit.ipAddress), hit.at);
  if (!first.allowed) return false;
  await recordEvent(db, {
    kind: "honeypot_triggered",
    at: hit.at,
    details: `${SECURITY_ALERT_TEXT.honeypot} on ${hit.where}`.slice(0, 300),
    target: hit.target ?? null,
    ipAddress: hit.ipAddress,
    userAgent: hit.userAgent,
  });
  return true;
}
