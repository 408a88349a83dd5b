import ICAL from "ical.js";
import type { ReceivedMail } from "./local-smtp";

/** A host's settings as the admin form sends them: every day 00:00-24:00 unless told otherwise. */
export function hostForm(overrides: Record<string, string> = {}): Record<string, string> {
  const allDay = "00:00-24:00";
  return {
    active: "on",
    timeZone: "America/New_York",
    daysOff: "",
    durations: "30",
    bufferBeforeMinutes: "0",
    bufferAfterMinutes: "0",
    minNoticeMinutes: "0",
    horizonDays: "14",
    maxPerDay: "48",
    busyFeedUrl: "",
    hours1: allDay,
    hours2: allDay,
    hours3: allDay,
    hours4: allDay,
    hours5: allDay,
    hours6: allDay,
    hours7: allDay,
    ...overrides,
  };
}

/** The invite a received mail carries, read by ical.js from its text/calendar part: what a calendar would show. */
export function inviteOf(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) throw new Error(`no text/calendar part in "${mail.parsed.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    attendees: event.attendees.map((attendee) =>
      String(attendee.getFirstValue())
        .replace(/^mailto:/i, "")
        .toLowerCase(),
    ),
    ics: part.content.toString("utf8"),
  };
}

/** The reschedule or cancel link of a visitor's mail. */
export function manageLinkOf(mail: ReceivedMail, which: "Reschedule" | "Cancel"): URL {
  const line = (mail.parsed.text ?? "").split("\n").find((text) => text.startsWith(`${which}: `));
  if (!line) throw new Error(`no ${which} link in "${mail.parsed.subject}"`);
  return new URL(line.slice(which.length + 2).trim());
}
