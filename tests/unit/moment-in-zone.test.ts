import { describe, expect, it } from "vitest";
import { formatMomentIn, zoneOf } from "~/lib/core/moment-in-zone";

describe("formatMomentIn: a schedule as the editors answer it", () => {
  const instant = new Date("2027-01-15T15:30:00.000Z");

  it("writes the moment in the browser's zone, with its short name", () => {
    expect(formatMomentIn(instant, "America/New_York")).toBe("01/15/2027 10:30 AM EST");
    expect(formatMomentIn(instant, "America/Los_Angeles")).toBe("01/15/2027 7:30 AM PST");
    expect(formatMomentIn(new Date("2027-07-15T15:30:00.000Z"), "America/New_York")).toBe("07/15/2027 11:30 AM EDT");
  });

  it("falls back to UTC without a zone", () => {
    expect(formatMomentIn(instant, null)).toBe("01/15/2027 3:30 PM UTC");
  });

  it("takes only a real IANA zone from a form", () => {
    expect(zoneOf("Europe/Berlin")).toBe("Europe/Berlin");
    expect(zoneOf("Mars/Olympus")).toBeNull();
    expect(zoneOf(42)).toBeNull();
    expect(zoneOf("x".repeat(100))).toBeNull();
  });
});
