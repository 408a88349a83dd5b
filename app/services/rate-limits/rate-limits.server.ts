import { lt, sql, type SQL } from "drizzle-orm";
import { rateLimits } from "~/db/schema/index";
import { type RateLimitRule, retryAfterSeconds, windowStartOf } from "~/lib/rate-limits/rate-limit-rules";
import type { Db } from "~/services/platform";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type HitOptions = {
  /**
   * A condition evaluated in the same statement; when true the key may go up to `generousLimit`
   * instead of the rule's limit (e.g. an account's usual address).
   */
  generousWhen?: SQL;
  generousLimit?: number;
};

/**
 * Counts one hit of `key` under `rule` and says whether it is within the limit. One statement:
 * an upsert that starts a new window when the stored one is over (the later of the two windows
 * wins, so instances whose clocks differ slightly never move a window back) or counts in it.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, key: string, now: Date, options: HitOptions = {}): Promise<RateLimitVerdict> {
  const windowStart = windowStartOf(now, rule.windowMs);
  const generous = options.generousWhen ?? sql`false`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart, generous: sql<boolean>`(${generous})` });
  if (!row) throw new Error("rate limit upsert returned no row");
  const limit = row.generous && options.generousLimit ? options.generousLimit : rule.limit;
  if (row.hits <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(row.windowStart, rule.windowMs, now) };
}

/** Deletes counters whose window ended: no limit reads them again. */
export async function pruneRateLimits(db: Db, now: Date, longestWindowMs: number): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - longestWindowMs)))
    .returning({ bucket: rateLimits.bucket });
  return deleted.length;
}
