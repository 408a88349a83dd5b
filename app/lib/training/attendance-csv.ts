import { parse } from "csv-parse/sync";
import { instantOf } from "./zoned-time";

/** Largest attendance file read: a webinar's report of a few hundred rows, within the site's 64 KB form body (server/body-limits.ts). */
export const ATTENDANCE_CSV_MAX_BYTES = 60 * 1024;
const MAX_ROWS = 10_000;

/** The columns webinar tools name (Zoom, Teams, Webex, GoTo), compared in lower case. */
const COLUMN_NAMES = {
  email: ["email", "user email", "attendee email", "email address", "e-mail"],
  join: ["join time", "joined", "join", "first join", "join time (utc)"],
  leave: ["leave time", "left", "leave", "last leave", "leave time (utc)"],
} as const;

export type AttendanceInterval = { email: string; joinedAt: Date; leftAt: Date };
export type AttendanceParse = { ok: true; intervals: AttendanceInterval[] } | { ok: false; errors: string[] };

const ZONED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A join or leave time as webinar tools write it: ISO 8601 with its offset, or a wall-clock time
 * ("2026-12-20 14:02:11", "12/20/2026 02:02:11 PM") read in the session's time zone.
 */
export function parseToolTime(text: string, zone: string): Date | null {
  const value = text.trim();
  if (WITH_OFFSET.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  let match = ZONED.exec(value);
  if (match) {
    const [, y, mo, d, h, mi, s] = match;
    return instantOf({ year: +y!, month: +mo!, day: +d!, hour: +h!, minute: +mi!, second: s ? +s : 0 }, zone);
  }
  match = US.exec(value);
  if (match) {
    const [, mo, d, y, h, mi, s, meridiem] = match;
    let hour = +h!;
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
    }
    return instantOf({ year: +y!, month: +mo!, day: +d!, hour, minute: +mi!, second: s ? +s : 0 }, zone);
  }
  return null;
}

function columnOf(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((cell) =>
    names.includes(
      cell
        .trim()
        .toLowerCase()
        .replace(/^\ufeff/, ""),
    ),
  );
}

/**
 * The join/leave intervals of a webinar tool's attendance report. Every bad row is named with its
 * line and what is wrong; a file with any bad row yields only the messages (nothing is imported
 * from a file that is partly wrong).
 */
export function parseAttendanceCsv(csv: string, zone: string): AttendanceParse {
  let rows: string[][];
  try {
    rows = parse(csv, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true, to: MAX_ROWS + 1 }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, errors: [`The file is not a readable CSV${line ? ` (line ${line})` : ""}: ${(error as Error).message.split(":")[0]}`] };
  }
  const [header, ...body] = rows;
  if (!header) return { ok: false, errors: ["The file is empty."] };
  const columns = { email: columnOf(header, COLUMN_NAMES.email), join: columnOf(header, COLUMN_NAMES.join), leave: columnOf(header, COLUMN_NAMES.leave) };
  const missing = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => columns[key] < 0);
  if (missing.length > 0) {
    return { ok: false, errors: [`The first line must name the columns: missing ${missing.map((key) => `"${COLUMN_NAMES[key][0]}"`).join(", ")}.`] };
  }
  if (body.length === 0) return { ok: false, errors: ["The file has no attendance rows."] };
  const errors: string[] = [];
  const intervals: AttendanceInterval[] = [];
  body.forEach((row, index) => {
    const line = index + 2;
    const email = (row[columns.email] ?? "").trim().toLowerCase();
    const joinText = row[columns.join] ?? "";
    const leaveText = row[columns.leave] ?? "";
    const problems: string[] = [];
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(email ? `"${email.slice(0, 80)}" is not an e-mail address` : "the e-mail is empty");
    const joinedAt = parseToolTime(joinText, zone);
    const leftAt = parseToolTime(leaveText, zone);
    if (!joinedAt) problems.push(joinText ? `the join time "${joinText.slice(0, 40)}" is not a date and time` : "the join time is empty");
    if (!leftAt) problems.push(leaveText ? `the leave time "${leaveText.slice(0, 40)}" is not a date and time` : "the leave time is empty");
    if (joinedAt && leftAt && leftAt < joinedAt) problems.push("the leave time is before the join time");
    if (problems.length > 0) errors.push(`Line ${line}: ${problems.join("; ")}.`);
    else intervals.push({ email, joinedAt: joinedAt!, leftAt: leftAt! });
  });
  if (rows.length > MAX_ROWS) errors.push(`The file has more than ${MAX_ROWS} rows.`);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, intervals };
}

/**
 * Whole minutes each address attended within the session: its intervals clipped to the session's
 * start and end and merged where they overlap (rejoining after a dropped connection counts once).
 */
export function minutesByEmail(intervals: readonly AttendanceInterval[], startsAt: Date, endsAt: Date): Map<string, number> {
  const byEmail = new Map<string, [number, number][]>();
  for (const { email, joinedAt, leftAt } of intervals) {
    const from = Math.max(joinedAt.getTime(), startsAt.getTime());
    const to = Math.min(leftAt.getTime(), endsAt.getTime());
    const list = byEmail.get(email) ?? [];
    if (to > from) list.push([from, to]);
    byEmail.set(email, list);
  }
  const minutes = new Map<string, number>();
  for (const [email, list] of byEmail) {
    list.sort((a, b) => a[0] - b[0]);
    let total = 0;
    let current: [number, number] | null = null;
    for (const [from, to] of list) {
      if (current && from <= current[1]) current[1] = Math.max(current[1], to);
      else {
        if (current) total += current[1] - current[0];
        current = [from, to];
      }
    }
    if (current) total += current[1] - current[0];
    minutes.set(email, Math.floor(total / 60_000));
  }
  return minutes;
}
