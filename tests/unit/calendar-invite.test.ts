import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvite, type InviteInput, inviteMailParts } from "~/lib/calendar";

const base: InviteInput = {
  uid: "booking-7f3a@hsa.example",
  sequence: 0,
  method: "REQUEST",
  // 10:00 in New York on the Monday after the March change (EDT, UTC-4).
  start: new Date("2027-03-15T14:00:00Z"),
  end: new Date("2027-03-15T14:30:00Z"),
  timeZone: "America/New_York",
  summary: "HSA consultation",
  description: "Plan design questions, with commas, semicolons; and a long line that must be folded because iCalendar lines stop at 75 octets.",
  location: "Video call",
  url: "https://hsa.example/book/manage",
  organizer: { name: "Dana Staff", email: "dana@hsa.example" },
  attendees: [
    { name: "Val Visitor", email: "val@example.com" },
    { name: "Dana Staff", email: "dana@hsa.example" },
  ],
  stamp: new Date("2027-03-01T09:00:00Z"),
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("buildInvite", () => {
  it("writes a REQUEST that a calendar parser reads as the right instant", () => {
    const { calendar, vevent, event } = parse(buildInvite(base));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-15T14:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-15T14:30:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2027-03-01T09:00:00Z");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.summary).toBe("HSA consultation");
    expect(event.description).toBe(base.description);
    expect(event.location).toBe("Video call");
    expect(event.organizer).toBe("mailto:dana@hsa.example");
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(["mailto:val@example.com", "mailto:dana@hsa.example"]);
    expect(event.attendees[0]?.getParameter("rsvp")).toBe("TRUE");
  });

  it("keeps the UID, raises SEQUENCE and marks a CANCEL as cancelled", () => {
    const moved = parse(buildInvite({ ...base, sequence: 1, start: new Date("2027-03-16T15:00:00Z"), end: new Date("2027-03-16T15:30:00Z") }));
    expect(moved.event.uid).toBe(base.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2027-03-16T15:00:00.000Z");

    const cancelled = parse(buildInvite({ ...base, sequence: 2, method: "CANCEL" }));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(base.uid);
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("writes lines of at most 75 octets with CRLF endings", () => {
    const ics = buildInvite(base);
    expect(ics).toContain("\r\n");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("refuses an unknown zone, an end before the start and a negative sequence", () => {
    expect(() => buildInvite({ ...base, timeZone: "Mars/Olympus" })).toThrow(/time zone/);
    expect(() => buildInvite({ ...base, end: base.start })).toThrow(/ends after/);
    expect(() => buildInvite({ ...base, sequence: -1 })).toThrow(/SEQUENCE/);
  });
});

describe("inviteMailParts", () => {
  it("gives the iMIP content type with its method and an .ics attachment of the same text", () => {
    const ics = buildInvite({ ...base, method: "CANCEL", sequence: 3 });
    const parts = inviteMailParts(ics, "CANCEL");
    expect(parts.calendar.contentType).toBe("text/calendar; method=CANCEL; charset=UTF-8");
    expect(parts.calendar.method).toBe("CANCEL");
    expect(parts.calendar.content).toBe(ics);
    expect(parts.attachment.filename).toMatch(/\.ics$/);
    expect(parts.attachment.content).toBe(ics);
    expect(inviteMailParts(buildInvite(base), "REQUEST").calendar.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
  });
});
