import { describe, expect, it } from "vitest";
import { claimCells, freeSlots, type HostAvailability, heldSpan, instantAt, mergeSlots, slotsByDay } from "~/lib/bookings/slots";

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "12:00" }));
const newYork: HostAvailability = {
  hostId: "dana",
  timeZone: "America/New_York",
  weeklyHours: weekdays,
  daysOff: [],
  durations: [30, 60],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 10,
  maxPerDay: 10,
};
// Wednesday 10 March 2027, 08:00 in New York; the US changes to summer time on Sunday 14 March.
const now = new Date("2027-03-10T13:00:00Z");
const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe("freeSlots", () => {
  it("keeps the host's wall-clock hours across the March DST change", () => {
    const slots = freeSlots({ host: newYork, durationMinutes: 60, now, booked: [], busy: [] });
    const friday = starts(slots).filter((start) => start.startsWith("2027-03-12"));
    const monday = starts(slots).filter((start) => start.startsWith("2027-03-15"));
    // 09:00 EST is 14:00 UTC; 09:00 EDT is 13:00 UTC. The last hour starts at 11:00.
    expect(friday).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-12T14:15:00.000Z",
      "2027-03-12T14:30:00.000Z",
      "2027-03-12T14:45:00.000Z",
      "2027-03-12T15:00:00.000Z",
      "2027-03-12T15:15:00.000Z",
      "2027-03-12T15:30:00.000Z",
      "2027-03-12T15:45:00.000Z",
      "2027-03-12T16:00:00.000Z",
    ]);
    expect(monday[0]).toBe("2027-03-15T13:00:00.000Z");
    expect(monday.at(-1)).toBe("2027-03-15T15:00:00.000Z");
    expect(starts(slots).some((start) => start.startsWith("2027-03-13") || start.startsWith("2027-03-14"))).toBe(false);
  });

  it("shows a Los Angeles visitor the same 6 AM on both sides of the change, on the right days", () => {
    const days = slotsByDay(freeSlots({ host: newYork, durationMinutes: 60, now, booked: [], busy: [] }), "America/Los_Angeles");
    const friday = days.find((day) => day.date === "2027-03-12")!;
    const monday = days.find((day) => day.date === "2027-03-15")!;
    expect(friday.label).toBe("Friday, March 12, 2027");
    expect(friday.slots[0]).toEqual({ value: "2027-03-12T14:00:00.000Z", label: "6:00 AM" });
    expect(monday.slots[0]).toEqual({ value: "2027-03-15T13:00:00.000Z", label: "6:00 AM" });
    // A visitor in Europe, whose change comes two weeks later, sees the New York hour an hour earlier after 14 March.
    const berlin = slotsByDay(freeSlots({ host: newYork, durationMinutes: 60, now, booked: [], busy: [] }), "Europe/Berlin");
    expect(berlin.find((day) => day.date === "2027-03-12")!.slots[0]!.label).toBe("3:00 PM");
    expect(berlin.find((day) => day.date === "2027-03-15")!.slots[0]!.label).toBe("2:00 PM");
  });

  it("keeps the buffers clear of bookings and busy spans, and holds whole grid cells", () => {
    const host = { ...newYork, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    const booked = [{ start: new Date("2027-03-12T15:00:00Z"), end: new Date("2027-03-12T15:30:00Z") }];
    const busy = [{ start: new Date("2027-03-11T14:00:00Z"), end: new Date("2027-03-11T17:00:00Z") }];
    const slots = starts(freeSlots({ host, durationMinutes: 30, now, booked, busy }));
    // The booking holds 14:45–15:45 with its buffers; a new meeting's own buffers must not touch that.
    expect(slots).not.toContain("2027-03-12T14:15:00.000Z");
    expect(slots).toContain("2027-03-12T14:00:00.000Z");
    expect(slots).not.toContain("2027-03-12T15:45:00.000Z");
    expect(slots).toContain("2027-03-12T16:00:00.000Z");
    expect(slots.some((start) => start.startsWith("2027-03-11"))).toBe(false);
    expect(claimCells(heldSpan(host, booked[0]!)).map((cell) => cell.toISOString())).toEqual([
      "2027-03-12T14:45:00.000Z",
      "2027-03-12T15:00:00.000Z",
      "2027-03-12T15:15:00.000Z",
      "2027-03-12T15:30:00.000Z",
    ]);
  });

  it("honours days off, the daily maximum, the minimum notice, the horizon and the offered lengths", () => {
    const booked = [{ start: new Date("2027-03-12T14:00:00Z"), end: new Date("2027-03-12T14:30:00Z") }];
    const slots = starts(
      freeSlots({
        host: { ...newYork, daysOff: ["2027-03-11"], maxPerDay: 1, minNoticeMinutes: 120, horizonDays: 6 },
        durationMinutes: 30,
        now,
        booked,
        busy: [],
      }),
    );
    // Today: 08:00 now, two hours' notice → 10:00 New York (15:00 UTC) at the earliest.
    expect(slots[0]).toBe("2027-03-10T15:00:00.000Z");
    expect(slots.some((start) => start.startsWith("2027-03-11"))).toBe(false);
    expect(slots.some((start) => start.startsWith("2027-03-12"))).toBe(false);
    expect(slots.some((start) => start > "2027-03-16T13:00:00.000Z")).toBe(false);
    expect(freeSlots({ host: newYork, durationMinutes: 45, now, booked: [], busy: [] })).toEqual([]);
  });

  it("merges hosts' slots into one list of starts", () => {
    const a = [{ hostId: "a", start: new Date("2027-03-12T15:00:00Z"), end: new Date("2027-03-12T15:30:00Z") }];
    const b = [
      { hostId: "b", start: new Date("2027-03-12T14:00:00Z"), end: new Date("2027-03-12T14:30:00Z") },
      { hostId: "b", start: new Date("2027-03-12T15:00:00Z"), end: new Date("2027-03-12T15:30:00Z") },
    ];
    expect(mergeSlots([a, b]).map((slot) => `${slot.hostId} ${slot.start.toISOString()}`)).toEqual([
      "b 2027-03-12T14:00:00.000Z",
      "a 2027-03-12T15:00:00.000Z",
    ]);
  });

  it("reads a wall-clock time skipped by the change as the zone does", () => {
    expect(instantAt("2027-03-14", 150, "America/New_York").toISOString()).toBe("2027-03-14T07:30:00.000Z");
  });
});
