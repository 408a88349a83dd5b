import { TZDate } from "@date-fns/tz";
import { BOOKING_STEP_MINUTES, type WeeklyHoursSpan } from "./booking-options";

const MINUTE = 60_000;
const STEP_MS = BOOKING_STEP_MINUTES * MINUTE;

/** What the slot computation needs to know of one host. */
export type HostAvailability = {
  hostId: string;
  timeZone: string;
  weeklyHours: readonly WeeklyHoursSpan[];
  daysOff: readonly string[];
  durations: readonly number[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  maxPerDay: number;
};

export type Interval = { start: Date; end: Date };
export type Slot = { hostId: string; start: Date; end: Date };

/** "HH:MM" as minutes after midnight, or null. "24:00" is the end of the day. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** The calendar date (y, m, d) of `instant` in `zone`, as "YYYY-MM-DD". */
export function dateIn(instant: Date, zone: string): string {
  const local = new TZDate(instant.getTime(), zone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
}

/** The instant of wall-clock `minutes` after midnight on `date` in `zone` (a time skipped by a DST change moves forward, as the zone does). */
export function instantAt(date: string, minutes: number, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, zone).getTime());
}

/** ISO week day (1 Monday … 7 Sunday) of a "YYYY-MM-DD" calendar date. */
function isoWeekDay(date: string): number {
  const weekDay = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekDay === 0 ? 7 : weekDay;
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const overlaps = (a: Interval, b: Interval) => a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** A meeting with its buffers: the time it holds. */
export function heldSpan(host: Pick<HostAvailability, "bufferBeforeMinutes" | "bufferAfterMinutes">, meeting: Interval): Interval {
  return {
    start: new Date(meeting.start.getTime() - host.bufferBeforeMinutes * MINUTE),
    end: new Date(meeting.end.getTime() + host.bufferAfterMinutes * MINUTE),
  };
}

/** The grid cells (BOOKING_STEP_MINUTES) a held span covers: what booking_claims stores. */
export function claimCells(span: Interval): Date[] {
  const cells: Date[] = [];
  const first = Math.floor(span.start.getTime() / STEP_MS) * STEP_MS;
  for (let cell = first; cell < span.end.getTime(); cell += STEP_MS) cells.push(new Date(cell));
  return cells;
}

/**
 * The free starts of a `durationMinutes` meeting with one host: inside the host's weekly hours on
 * each day of their zone (the hours are wall-clock times, so a DST change moves the instants, not
 * the hours), not on a day off, not sooner than the minimum notice nor later than the horizon, at
 * most maxPerDay a day, and with the buffers clear of every booking (held with its own buffers)
 * and every busy span of the host's calendar. Starts are on the BOOKING_STEP_MINUTES grid.
 */
export function freeSlots(input: {
  host: HostAvailability;
  durationMinutes: number;
  now: Date;
  /** The host's live bookings (their meeting times, without buffers). */
  booked: readonly Interval[];
  /** Busy spans from the host's calendar feed. */
  busy: readonly Interval[];
}): Slot[] {
  const { host, durationMinutes, now } = input;
  if (!host.durations.includes(durationMinutes)) return [];
  const held = input.booked.map((meeting) => heldSpan(host, meeting));
  const blocked = [...held, ...input.busy];
  const perDay = new Map<string, number>();
  for (const meeting of input.booked) {
    const day = dateIn(meeting.start, host.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const earliest = now.getTime() + host.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + host.horizonDays * 24 * 60 * MINUTE;
  const daysOff = new Set(host.daysOff);
  const slots: Slot[] = [];
  const today = dateIn(now, host.timeZone);
  for (let offset = 0; offset <= host.horizonDays; offset++) {
    const date = addDays(today, offset);
    if (daysOff.has(date) || (perDay.get(date) ?? 0) >= host.maxPerDay) continue;
    const weekDay = isoWeekDay(date);
    for (const span of host.weeklyHours) {
      if (span.day !== weekDay) continue;
      const from = minutesOf(span.start);
      const to = minutesOf(span.end);
      if (from === null || to === null || to <= from) continue;
      const windowEnd = instantAt(date, to, host.timeZone).getTime();
      for (let start = instantAt(date, from, host.timeZone).getTime(); start + durationMinutes * MINUTE <= windowEnd; start += STEP_MS) {
        if (start < earliest || start > latest) continue;
        const meeting = { start: new Date(start), end: new Date(start + durationMinutes * MINUTE) };
        const padded = heldSpan(host, meeting);
        if (blocked.some((other) => overlaps(padded, other))) continue;
        slots.push({ hostId: host.hostId, ...meeting });
      }
    }
  }
  return slots;
}

/** Several hosts' slots as one list of starts: the earliest host first at each start, sorted by time. */
export function mergeSlots(lists: readonly Slot[][]): Slot[] {
  const byStart = new Map<number, Slot>();
  for (const list of lists) for (const slot of list) if (!byStart.has(slot.start.getTime())) byStart.set(slot.start.getTime(), slot);
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

export type SlotDay = { date: string; label: string; slots: { value: string; label: string }[] };

/** Slots grouped by the visitor's calendar day and labelled in the visitor's zone; a slot's value is its start in ISO form. */
export function slotsByDay(slots: readonly Slot[], visitorZone: string): SlotDay[] {
  const dayLabel = new Intl.DateTimeFormat("en-US", { timeZone: visitorZone, weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const timeLabel = new Intl.DateTimeFormat("en-US", { timeZone: visitorZone, hour: "numeric", minute: "2-digit" });
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = dateIn(slot.start, visitorZone);
    let day = days.at(-1);
    if (!day || day.date !== date) days.push((day = { date, label: dayLabel.format(slot.start), slots: [] }));
    day.slots.push({ value: slot.start.toISOString(), label: timeLabel.format(slot.start) });
  }
  return days;
}

/** A meeting time as a visitor or host reads it: "Monday, March 15, 2027, 7:00 AM PDT". */
export function formatMeetingTime(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}
