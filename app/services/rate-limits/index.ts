/**
 * Rate limits: fixed-window counters in the database, shared by every instance, in front of
 * anonymous work (sign-in attempts per address and per account, the analytics beacon).
 */
export { type HitOptions, hitRateLimit, pruneRateLimits, rateLimitHit, type RateLimitHit, type RateLimitVerdict } from "./rate-limits.server";
