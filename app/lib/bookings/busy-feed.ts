import ICAL from "ical.js";
import type { BusySpan } from "./booking-options";
import { instantAt } from "./slots";

/** At most this many busy spans are kept from one feed (a recurring event expands to one per occurrence). */
export const BUSY_SPANS_MAX = 2_000;

/** An iCalendar time as an instant: a date-only value (an all-day event) is midnight in the host's zone. */
function instantOf(time: ICAL.Time, hostZone: string): Date {
  if (time.isDate) return instantAt(`${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`, 0, hostZone);
  return time.toJSDate();
}

/**
 * The busy spans of an iCalendar feed (a host's private calendar) that touch [from, to): every
 * event that is not transparent (free) or cancelled, recurring ones expanded, times read in their
 * own VTIMEZONE. Throws on text that is not iCalendar.
 */
export function busySpansOf(ics: string, from: Date, to: Date, hostZone: string): BusySpan[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const spans: BusySpan[] = [];
  const keep = (start: Date, end: Date) => {
    if (end.getTime() > from.getTime() && start.getTime() < to.getTime() && spans.length < BUSY_SPANS_MAX) {
      spans.push({ start: start.toISOString(), end: end.toISOString() });
    }
  };
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
    const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
    if (transparency === "TRANSPARENT" || status === "CANCELLED") continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      const start = instantOf(event.startDate, hostZone);
      const end = event.endDate ? instantOf(event.endDate, hostZone) : start;
      keep(start, end.getTime() > start.getTime() ? end : new Date(start.getTime() + (event.startDate.isDate ? 86_400_000 : 0)));
      continue;
    }
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next && spans.length < BUSY_SPANS_MAX; next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, hostZone);
      if (start.getTime() >= to.getTime()) break;
      keep(start, instantOf(details.endDate, hostZone));
    }
  }
  return spans.sort((a, b) => a.start.localeCompare(b.start));
}
