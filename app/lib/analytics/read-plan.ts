import { addDays, type DaySpan } from "./periods";

/**
 * Today's rollup, written by the dashboard request that last computed today from the raw rows, is
 * read instead of the raw rows while it is at most this old (ANALYTICS_TODAY_MAX_AGE_SECONDS).
 */
export const TODAY_ROLLUP_MAX_AGE_SECONDS = 30;

/** Days from `from` up to but not including `until`. */
export type HalfOpenDays = { from: string; until: string };
export type ReadPlan = { rolled: HalfOpenDays | null; live: HalfOpenDays | null };

/**
 * Which days of a span come from the rollups and which from the raw rows: rolled-up days from the
 * rollups, later ones (today, or days the job has not reached) live. A filtered view reads raw rows
 * only, because the rollups keep each dimension on its own.
 */
export function readPlan(span: DaySpan, lastRolled: string | null, filtered: boolean): ReadPlan {
  const until = addDays(span.to, 1);
  if (filtered || !lastRolled) return { rolled: null, live: { from: span.from, until } };
  const boundary = addDays(lastRolled, 1);
  const rolledUntil = boundary < until ? boundary : until;
  const liveFrom = boundary > span.from ? boundary : span.from;
  return {
    rolled: span.from < rolledUntil ? { from: span.from, until: rolledUntil } : null,
    live: liveFrom < until ? { from: liveFrom, until } : null,
  };
}
