import { format, isValid, parseISO } from "date-fns";

export const CARD_DATE_FORMAT = "MM/dd/yyyy";
export const LONG_DATE_FORMAT = "MMMM d, yyyy";

/**
 * A date-only value (yyyy-mm-dd) as an instant at noon UTC, so it names the same calendar day in
 * every time zone from UTC-11 to UTC+11. Other date strings are parsed as given.
 */
export function stableDate(value: string): Date {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return new Date(`${trimmed}T12:00:00Z`);
  return parseISO(trimmed);
}

/** Formats a post date; any failure returns the original text (spec section 5). */
export function formatPostDate(value: string, pattern: string = CARD_DATE_FORMAT): string {
  try {
    const date = stableDate(value);
    if (!isValid(date)) return value;
    return format(date, pattern);
  } catch {
    return value;
  }
}

export const formatCardDate = (value: string) => formatPostDate(value, CARD_DATE_FORMAT);
export const formatLongDate = (value: string) => formatPostDate(value, LONG_DATE_FORMAT);

/** Today's calendar date in UTC as yyyy-mm-dd, the default date of a new post. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
