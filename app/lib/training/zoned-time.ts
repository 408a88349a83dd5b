export { isTimeZone } from "../calendar/time-zone";

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `zone`. */
export function wallClockOf(instant: Date, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour! % 24, minute: +parts.minute!, second: +parts.second! };
}

function offsetMs(instant: Date, zone: string): number {
  const wall = wallClockOf(instant, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time in `zone` names (the earlier one when a DST change repeats it; a
 * time a DST change skips moves forward by the gap). Null for a date that does not exist.
 */
export function instantOf(wall: { year: number; month: number; day: number; hour: number; minute: number; second?: number }, zone: string): Date | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day || wall.hour > 23 || wall.minute > 59) return null;
  const first = asUtc - offsetMs(new Date(asUtc), zone);
  const second = asUtc - offsetMs(new Date(first), zone);
  return new Date(Math.min(first, second));
}

/** "2026-12-20T14:00" (a datetime-local field) in `zone`; null when it is not such a value. */
export function instantOfLocalInput(value: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return instantOf({ year: +y!, month: +mo!, day: +d!, hour: +h!, minute: +mi!, second: s ? +s : 0 }, zone);
}

/** The datetime-local value of `instant` in `zone` ("2026-12-20T14:00"). */
export function localInputOf(instant: Date, zone: string): string {
  const w = wallClockOf(instant, zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "Sunday, December 20, 2026, 2:00 PM – 3:40 PM EST": a session's time as visitors and mails read it. */
export function sessionTimeText(startsAt: Date, endsAt: Date, zone: string): string {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", year: "numeric", month: "long", day: "numeric" });
  const time = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const zoneName =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" }).formatToParts(startsAt).find((part) => part.type === "timeZoneName")?.value ??
    zone;
  const sameDay = day.format(startsAt) === day.format(endsAt);
  return sameDay
    ? `${day.format(startsAt)}, ${time.format(startsAt)} – ${time.format(endsAt)} ${zoneName}`
    : `${day.format(startsAt)}, ${time.format(startsAt)} – ${day.format(endsAt)}, ${time.format(endsAt)} ${zoneName}`;
}

/** "December 20, 2026": a date as a certificate and /verify state it, in the session's zone. */
export function dateText(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "long", day: "numeric" }).format(instant);
}
