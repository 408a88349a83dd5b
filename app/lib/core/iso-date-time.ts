/**
 * A date and time written in ISO 8601's extended form (what toISOString and PostgreSQL write):
 * yyyy-mm-dd, "T" or a space, hh:mm, optional :ss with a fraction, optional zone (Z, ±hh, ±hh:mm,
 * ±hhmm). Read as date-fns' parseISO reads them, in the same steps (a time without a zone is the
 * local time; 24:00 is the next midnight; impossible values are an invalid date). parseISO was
 * 1.3 KB gzip of every admin page that shows a post date (issue 43); tests/unit/iso-date-time.test.ts
 * holds this to its answers. ISO's other forms (week dates, day-of-year dates, hours without minutes,
 * the basic form without separators) are an invalid date here: the app writes none of them.
 */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d*)?))?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const DAYS_IN_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
  return month === 1 && leap ? 29 : DAYS_IN_MONTH[month]!;
}

/** The zone's offset to add to the written time, in ms (NaN for minutes past 59; any two-digit hour, as parseISO). */
function zoneOffset(zone: string): number {
  if (zone === "Z") return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = zone.length > 3 ? Number(zone.slice(-2)) : 0;
  if (minutes > 59) return Number.NaN;
  return (zone[0] === "+" ? -1 : 1) * (hours * HOUR_MS + minutes * MINUTE_MS);
}

export function parseIsoDateTime(value: string): Date {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return new Date(Number.NaN);
  const [, yearText, monthText, dayText, hoursText, minutesText, secondsText, zone] = parts;
  const year = Number(yearText);
  const month = Number(monthText) - 1;
  const day = Number(dayText);
  const hours = Number(hoursText);
  const minutes = Number(minutesText);
  const seconds = Number.parseFloat((secondsText ?? "").replace(",", ".")) || 0;
  if (month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) return new Date(Number.NaN);
  if (hours === 24 ? minutes !== 0 || seconds !== 0 : hours > 24 || minutes > 59 || seconds >= 60) return new Date(Number.NaN);
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  const time = hours * HOUR_MS + minutes * MINUTE_MS + seconds * 1000;
  if (zone === undefined) {
    // The written wall-clock time in the local zone, set field by field as parseISO does.
    const written = new Date(date.getTime() + time);
    const local = new Date(0);
    local.setFullYear(written.getUTCFullYear(), written.getUTCMonth(), written.getUTCDate());
    local.setHours(written.getUTCHours(), written.getUTCMinutes(), written.getUTCSeconds(), written.getUTCMilliseconds());
    return local;
  }
  return new Date(date.getTime() + time + zoneOffset(zone));
}
