import { z } from "zod";
import { isTimeZone } from "../calendar/time-zone";
import { BOOKING_STEP_MINUTES, WEEK_DAYS, type WeeklyHoursSpan } from "./booking-options";
import { BOOKING_MESSAGES as M } from "./booking-messages";
import { minutesOf } from "./slots";

/** The booking form's own fields, besides the consultation form's. */
export const BOOKING_FIELDS = { slot: "slot", length: "length", zone: "zone" } as const;

/** The zone a page falls back to when the visitor has not chosen one and no script detected theirs. */
export const DEFAULT_VISITOR_ZONE = "America/New_York";

/** The visitor's zone from a query or form value: a known IANA zone, else the default. */
export function visitorZoneOf(value: unknown): string {
  return typeof value === "string" && value.length <= 64 && isTimeZone(value) ? value : DEFAULT_VISITOR_ZONE;
}

/** A chosen slot as the form sends it: its start (ISO), the meeting length in minutes and the visitor's zone. */
export const slotChoiceSchema = z.object({
  slot: z.iso.datetime({ offset: true, error: M.slotRequired }).transform((value) => new Date(value)),
  length: z.coerce
    .number({ error: M.lengthInvalid })
    .int({ error: M.lengthInvalid })
    .min(BOOKING_STEP_MINUTES, { error: M.lengthInvalid })
    .max(480, { error: M.lengthInvalid }),
  zone: z.string({ error: M.zoneInvalid }).refine((zone) => zone.length <= 64 && isTimeZone(zone), { error: M.zoneInvalid }),
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

const STEP_HELP = `a multiple of ${BOOKING_STEP_MINUTES} minutes`;
const minutesField = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}: enter a number of minutes.` })
    .int({ error: `${label}: whole minutes.` })
    .min(0, { error: `${label}: at least 0.` })
    .max(max, { error: `${label}: at most ${max}.` })
    .refine((value) => value % BOOKING_STEP_MINUTES === 0, { error: `${label}: ${STEP_HELP}.` });

/** "09:00-12:00, 13:00-17:00": a day's hours as the settings form writes them; empty for a day without hours. */
export function parseDayHours(day: number, value: string): WeeklyHoursSpan[] | string {
  const spans: WeeklyHoursSpan[] = [];
  for (const part of value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const match = /^(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/.exec(part);
    const from = match ? minutesOf(match[1]!) : null;
    const to = match ? minutesOf(match[2]!) : null;
    if (!match || from === null || to === null) return `Write the hours as 09:00-12:00, spans separated by commas.`;
    if (to <= from) return `${part}: the end comes after the start.`;
    if (from % BOOKING_STEP_MINUTES || to % BOOKING_STEP_MINUTES) return `${part}: times on the quarter hour.`;
    spans.push({ day, start: match[1]!, end: match[2]! });
  }
  return spans;
}

export { dayHoursText } from "./booking-options";

/** A host's settings as the admin form sends them: hours per week day (`hours1`…`hours7`), lists as comma-separated text. */
export const hostSettingsSchema = z
  .object({
    active: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    timeZone: z.string().refine((zone) => zone.length <= 64 && isTimeZone(zone), { error: "Choose a time zone from the list." }),
    daysOff: z
      .string()
      .max(4_000, { error: "At most a few hundred days off." })
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .refine((dates) => dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`))), {
        error: "Days off: dates as 2027-03-17, separated by commas.",
      }),
    durations: z
      .string()
      .transform((value) =>
        value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
      )
      .refine((lengths) => lengths.length >= 1 && lengths.length <= 5, { error: "Meeting lengths: one to five lengths." })
      .refine(
        (lengths) =>
          lengths.every((length) => Number.isInteger(length) && length >= BOOKING_STEP_MINUTES && length <= 480 && length % BOOKING_STEP_MINUTES === 0),
        {
          error: `Meeting lengths: minutes, each ${STEP_HELP} up to 480.`,
        },
      )
      .transform((lengths) => [...new Set(lengths)].sort((a, b) => a - b)),
    bufferBeforeMinutes: minutesField("Buffer before", 240),
    bufferAfterMinutes: minutesField("Buffer after", 240),
    minNoticeMinutes: minutesField("Minimum notice", 60 * 24 * 30),
    horizonDays: z.coerce
      .number({ error: "How far ahead: a number of days." })
      .int()
      .min(1, { error: "How far ahead: at least 1 day." })
      .max(365, { error: "How far ahead: at most 365 days." }),
    maxPerDay: z.coerce
      .number({ error: "At most a day: a number." })
      .int()
      .min(1, { error: "At most a day: at least 1." })
      .max(48, { error: "At most a day: at most 48." }),
    busyFeedUrl: z
      .string()
      .max(2_000, { error: "The feed address is too long." })
      .transform((value) => value.trim())
      .refine((value) => value === "" || /^(https?|webcal):\/\/[^\s]+$/i.test(value), {
        error: "The busy feed is an https:// (or webcal://) address, or empty.",
      })
      .transform((value) => (value === "" ? null : value.replace(/^webcal:/i, "https:"))),
    hours1: z.string().max(200),
    hours2: z.string().max(200),
    hours3: z.string().max(200),
    hours4: z.string().max(200),
    hours5: z.string().max(200),
    hours6: z.string().max(200),
    hours7: z.string().max(200),
  })
  .transform((input, context) => {
    const weeklyHours: WeeklyHoursSpan[] = [];
    for (const { day } of WEEK_DAYS) {
      const parsed = parseDayHours(day, input[`hours${day}` as `hours${1 | 2 | 3 | 4 | 5 | 6 | 7}`]);
      if (typeof parsed === "string") context.addIssue({ code: "custom", path: [`hours${day}`], message: parsed });
      else weeklyHours.push(...parsed);
    }
    const { hours1, hours2, hours3, hours4, hours5, hours6, hours7, ...rest } = input;
    void [hours1, hours2, hours3, hours4, hours5, hours6, hours7];
    return { ...rest, weeklyHours };
  });
export type HostSettings = z.infer<typeof hostSettingsSchema>;
