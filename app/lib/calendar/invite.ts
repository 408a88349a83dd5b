import { isTimeZone } from "./time-zone";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** iTIP methods (RFC 5546) this site sends: REQUEST creates or updates an event, CANCEL removes it. */
export type InviteMethod = "REQUEST" | "CANCEL";

export type InviteInput = {
  /** Stable for the life of the meeting: every update and the cancel carry the same UID. */
  uid: string;
  /** Raised on every change (RFC 5545 3.8.7.4); a client ignores an update whose SEQUENCE is not higher. */
  sequence: number;
  method: InviteMethod;
  start: Date;
  end: Date;
  /** An IANA zone, checked; the times themselves are written in UTC, which every client reads as the same instant. */
  timeZone: string;
  summary: string;
  description: string;
  location?: string | null;
  url?: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** DTSTAMP: when this version of the invite was made. */
  stamp: Date;
};

const PRODUCT_ID = { company: "hsa-firm-site", product: "consultations", language: "EN" } as const;

/**
 * The iCalendar text of one meeting for an iMIP mail: METHOD on the calendar, one VEVENT with its
 * stable UID, SEQUENCE and DTSTAMP, times in UTC (RFC 5545 form 2, so no VTIMEZONE is needed and
 * no client can shift it), STATUS:CANCELLED with METHOD:CANCEL.
 */
export function buildInvite(input: InviteInput): string {
  if (!input.uid) throw new Error("An invite needs a UID.");
  if (!Number.isInteger(input.sequence) || input.sequence < 0) throw new Error("An invite's SEQUENCE is a whole number from 0.");
  if (!(input.end.getTime() > input.start.getTime())) throw new Error("An invite ends after it starts.");
  if (!isTimeZone(input.timeZone)) throw new Error(`Unknown time zone: ${input.timeZone}`);
  const cancel = input.method === "CANCEL";
  const calendar = ical({ prodId: PRODUCT_ID, method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: input.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancel,
    })),
  });
  return calendar.toString();
}

export type InviteMailParts = {
  /** The iMIP part (RFC 6047): an alternative body of the mail, `text/calendar; method=…; charset=UTF-8`. */
  calendar: { method: InviteMethod; content: string; filename: string; contentType: string };
  /** The same text as a file, for clients that only offer attachments. */
  attachment: { filename: string; content: string; contentType: string };
};

/** What a mail needs to carry an invite: the iMIP part and an `.ics` attachment. */
export function inviteMailParts(ics: string, method: InviteMethod): InviteMailParts {
  const filename = method === "CANCEL" ? "cancel.ics" : "invite.ics";
  return {
    calendar: { method, content: ics, filename, contentType: `text/calendar; method=${method}; charset=UTF-8` },
    attachment: { filename, content: ics, contentType: "application/ics" },
  };
}
