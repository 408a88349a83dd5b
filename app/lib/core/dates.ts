import { BoundedMemo } from "./bounded-memo";
import { formatDatePattern as format, isValidDate as isValid } from "./date-pattern";
import { parseIsoDateTime } from "./iso-date-time";

export { DATE_TIME_FORMAT, formatDateTime } from "./date-time";
export { todayIsoDate } from "./iso-day";

export const CARD_DATE_FORMAT = "MM/dd/yyyy";
export const LONG_DATE_FORMAT = "MMMM d, yyyy";

/**
 * A date-only value (yyyy-mm-dd) as an instant at noon UTC, so it names the same calendar day in
 * every time zone from UTC-11 to UTC+11. A date and time is read as date-fns' parseISO reads it
 * (iso-date-time.ts); anything else is an invalid date.
 */
export function stableDate(value: string): Date {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const date = new Date(`${trimmed}T12:00:00Z`);
    // JavaScript rolls impossible days over (2025-02-30 -> March 2): treat them as invalid.
    return isValid(date) && date.toISOString().startsWith(trimmed) ? date : new Date(Number.NaN);
  }
  return parseIsoDateTime(trimmed);
}

function formatOrKeep(value: string, pattern: string): string {
  try {
    const date = stableDate(value);
    if (!isValid(date)) return value;
    return format(date, pattern);
  } catch {
    return value;
  }
}

// A page formats the same few dates on every render (the figures' effective dates, the posts'
// dates): date-fns' format took a fortieth of an uncached contribution-limits render.
const formattedDates = new BoundedMemo<string>(2_000);

/** Formats a post date; a date that cannot be read is shown as stored rather than failing the page. */
export function formatPostDate(value: string, pattern: string = CARD_DATE_FORMAT): string {
  return formattedDates.get(`${pattern}\n${value}`, () => formatOrKeep(value, pattern));
}

export const formatCardDate = (value: string) => formatPostDate(value, CARD_DATE_FORMAT);
export const formatLongDate = (value: string) => formatPostDate(value, LONG_DATE_FORMAT);

/** The firm's time zone: the day the site's dated content (the HSA figures in force) turns on. */
export const SITE_TIME_ZONE = "America/New_York";

// Made once: building an Intl.DateTimeFormat took 17% of the main thread's time on an uncached contribution-limits page.
const siteDayFormat = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

const MINUTE_MS = 60_000;
/** The last answer, by the minute it was for: the firm's zone changes day only on a whole minute (its offsets are whole hours). */
let lastSiteDay = { minute: Number.NaN, day: "" };

/** The calendar day of `now` in the firm's time zone, as yyyy-mm-dd. */
export function siteToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastSiteDay.minute) {
    const parts = siteDayFormat.formatToParts(now);
    const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
    lastSiteDay = { minute, day: `${part("year")}-${part("month")}-${part("day")}` };
  }
  return lastSiteDay.day;
}
