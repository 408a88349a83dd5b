import { lt, sql, type SQL } from "drizzle-orm";
import { rateLimits } from "~/db/schema/index";
import { type RateLimitRule, retryAfterSeconds, windowStartOf } from "~/lib/rate-limits/rate-limit-rules";
import { type Db, queryRows } from "~/services/platform";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type HitOptions = {
  /**
   * A condition evaluated in the same statement; when true the key may go up to `generousLimit`
   * instead of the rule's limit (e.g. an account's usual address).
   */
  generousWhen?: SQL;
  generousLimit?: number;
};

/** What the upsert of one hit returns: the window's hits so far and its start, and whether the generous limit applies. */
type HitRow = { hits: number; window_start: Date | string; generous: boolean };

/**
 * One hit of `key` under `rule` as a statement another statement can carry in a `with` step (so a
 * hit and the work it lets through are one round trip), and how to read the row it returns. An
 * upsert that starts a new window when the stored one is over (the later of the two windows wins,
 * so instances whose clocks differ slightly never move a window back) or counts in it; it returns
 * `hits`, `window_start`, `generous` and `allowed` (within the limit).
 */
export function rateLimitHit(rule: RateLimitRule, key: string, now: Date, options: HitOptions = {}) {
  const windowStart = windowStartOf(now, rule.windowMs);
  const generous = options.generousWhen ?? sql`false`;
  const generousLimit = options.generousLimit ?? rule.limit;
  const statement = sql`insert into ${rateLimits} (bucket, key, window_start, hits)
    values (${rule.bucket}, ${key}, ${windowStart.toISOString()}::timestamptz, 1)
    on conflict (bucket, key) do update set
      hits = case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + 1 else 1 end,
      window_start = greatest(${rateLimits.windowStart}, excluded.window_start)
    returning ${rateLimits.hits} as hits, ${rateLimits.windowStart} as window_start, (${generous}) as generous,
      ${rateLimits.hits} <= (case when (${generous}) then ${generousLimit}::int else ${rule.limit}::int end) as allowed`;
  const verdictOf = (row: HitRow | undefined): RateLimitVerdict => {
    if (!row) throw new Error("rate limit upsert returned no row");
    const limit = row.generous && options.generousLimit ? options.generousLimit : rule.limit;
    if (row.hits <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(new Date(row.window_start), rule.windowMs, now) };
  };
  return { statement, verdictOf };
}

/** One hit as a statement (rateLimitHit). */
export type RateLimitHit = ReturnType<typeof rateLimitHit>;

/** Counts one hit of `key` under `rule` and says whether it is within the limit, in one statement (rateLimitHit). */
export async function hitRateLimit(db: Db, rule: RateLimitRule, key: string, now: Date, options: HitOptions = {}): Promise<RateLimitVerdict> {
  const hit = rateLimitHit(rule, key, now, options);
  const [row] = await queryRows<HitRow>(db, hit.statement);
  return hit.verdictOf(row);
}

/** Deletes counters whose window ended: no limit reads them again. */
export async function pruneRateLimits(db: Db, now: Date, longestWindowMs: number): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - longestWindowMs)))
    .returning({ bucket: rateLimits.bucket });
  return deleted.length;
}
