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
 * The days the rollups answer for a view: from `from` (null: from the first day there is) through
 * `through` (null: none yet). Days before `from` have no rollups for this view and are not counted.
 */
export type RolledDays = { from: string | null; through: string | null };

/**
 * Which days of a span come from the rollups and which from the raw rows: rolled-up days from the
 * rollups, later ones (today, or days the job has not reached) live. `rolledDays` null reads every
 * day live (a view with several filters, which the rollups cannot answer).
 */
export function readPlan(span: DaySpan, rolledDays: RolledDays | null): ReadPlan {
  const until = addDays(span.to, 1);
  if (!rolledDays?.through) return { rolled: null, live: { from: span.from, until } };
  const boundary = addDays(rolledDays.through, 1);
  const rolledFrom = rolledDays.from && rolledDays.from > span.from ? rolledDays.from : span.from;
  const rolledUntil = boundary < until ? boundary : until;
  const liveFrom = boundary > span.from ? boundary : span.from;
  return {
    rolled: rolledFrom < rolledUntil ? { from: rolledFrom, until: rolledUntil } : null,
    live: liveFrom < until ? { from: liveFrom, until } : null,
  };
}
