import { desc, lt, sql } from "drizzle-orm";
import { searchMisses } from "~/db/schema/index";
import { siteToday } from "~/lib/core/dates";
import { redactQuery } from "~/lib/search/redact";
import { foldText, hasSearchableWords } from "~/lib/search/query";
import { type Db, queryRows } from "~/services/platform";
import type { RateLimitHit, RateLimitVerdict } from "~/services/rate-limits";

/** How many different queries the admin list shows, most asked first. */
export const MISSES_LISTED = 100;

/**
 * Counts a search that found nothing, for today (the firm's day). The caller leaves out bots and
 * staff; here e-mail addresses and personal-looking numbers are removed before anything is stored,
 * and the query is folded so "HDHP" and "hdhp" count together.
 */
export async function recordSearchMiss(db: Db, query: string, now = new Date()): Promise<void> {
  const miss = missToRecord(query, now);
  if (!miss) return;
  await db
    .insert(searchMisses)
    .values({ ...miss, count: 1 })
    .onConflictDoUpdate({ target: [searchMisses.day, searchMisses.query], set: { count: sql`${searchMisses.count} + 1` } });
}

/**
 * A search's hit of its rate limit (rateLimitHit) and, when the search is let through, its miss
 * counted, in one statement: a query whose outcome was kept (results-cache.server.ts) costs this
 * one round trip, and its miss is still counted once per search.
 */
export async function hitAndCountMiss(db: Db, hit: RateLimitHit, miss: MissToRecord | null): Promise<{ verdict: RateLimitVerdict; missRecorded: boolean }> {
  const recorded = miss
    ? sql`, recorded as (
        insert into ${searchMisses} (day, query, count)
        select ${miss.day}::date, ${miss.query}::text, 1 where (select h.allowed from hit h)
        on conflict (day, query) do update set count = ${searchMisses}.count + 1
        returning 1)`
    : sql``;
  const [row] = await queryRows<{ hits: number; window_start: Date | string; generous: boolean; recorded: number }>(
    db,
    sql`with hit as (${hit.statement})${recorded}
      select h.hits, h.window_start, h.generous, ${miss ? sql`(select count(*) from recorded)::int` : sql`0`} as recorded from hit h`,
  );
  return { verdict: hit.verdictOf(row), missRecorded: (row?.recorded ?? 0) > 0 };
}

/** A miss as it is counted (the firm's day, the query redacted and folded), or null when nothing searchable is left to keep. */
export type MissToRecord = { day: string; query: string };

export function missToRecord(query: string, now: Date): MissToRecord | null {
  const kept = foldText(redactQuery(query));
  if (!hasSearchableWords(kept.replace(/\[(email|number)\]/g, ""))) return null;
  return { day: siteToday(now), query: kept };
}

export type SearchMiss = { query: string; count: number; lastDay: string };

/** The queries that found nothing over the days kept, most asked first. */
export async function listSearchMisses(db: Db): Promise<SearchMiss[]> {
  const count = sql<number>`sum(${searchMisses.count})::int`;
  return db
    .select({ query: searchMisses.query, count, lastDay: sql<string>`max(${searchMisses.day})::text` })
    .from(searchMisses)
    .groupBy(searchMisses.query)
    .orderBy(desc(count), searchMisses.query)
    .limit(MISSES_LISTED);
}

/** Deletes the days older than `before` (the analytics retention): a query nobody asks again disappears with its days. */
export async function pruneSearchMisses(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(searchMisses)
    .where(lt(searchMisses.day, siteToday(before)))
    .returning({ day: searchMisses.day });
  return deleted.length;
}
