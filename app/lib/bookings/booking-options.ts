/**
 * The closed lists and fixed steps of consultation bookings. Names are stored (CHECK constraints
 * are built from them) and labels shown.
 */

/** booked: taken by the visitor; confirmed: a staff member confirmed it; cancelled; no_show: the visitor did not come. */
export const BOOKING_STATUSES = [
  { value: "booked", label: "Booked" },
  { value: "confirmed", label: "Confirmed" },
  { value: "cancelled", label: "Cancelled" },
  { value: "no_show", label: "No-show" },
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number]["value"];

/** Statuses that hold their time: the others free it. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ["booked", "confirmed"];

/**
 * Every start, length and buffer is a whole number of these minutes, so a meeting with its buffers
 * covers whole cells of this grid and the database can refuse two bookings of one cell with a
 * primary key (booking_claims). Every IANA zone's offset is a multiple of 15 minutes.
 */
export const BOOKING_STEP_MINUTES = 15;

/** One span of a week day's hours, in the host's own zone: ISO week day (1 Monday … 7 Sunday), "HH:MM" times. */
export type WeeklyHoursSpan = { day: number; start: string; end: string };

export const WEEK_DAYS = [
  { day: 1, label: "Monday" },
  { day: 2, label: "Tuesday" },
  { day: 3, label: "Wednesday" },
  { day: 4, label: "Thursday" },
  { day: 5, label: "Friday" },
  { day: 6, label: "Saturday" },
  { day: 7, label: "Sunday" },
] as const;

/** A busy span read from a host's calendar feed, as stored (ISO instants). */
export type BusySpan = { start: string; end: string };

/** One week day's hours as the admin form shows them (`09:00-12:00, 13:00-17:00`); here, not in booking-rules, so the admin page ships no zod or calendar code. */
export const dayHoursText = (spans: readonly WeeklyHoursSpan[], day: number) =>
  spans
    .filter((span) => span.day === day)
    .map((span) => `${span.start}-${span.end}`)
    .join(", ");
