import { describe, expect, it } from "vitest";
import { formatCardDate, formatLongDate, stableDate, todayIsoDate } from "~/lib/core/dates";

describe("post dates", () => {
  it("formats cards as MM/dd/yyyy and details as MMMM d, yyyy", () => {
    expect(formatCardDate("2024-03-05")).toBe("03/05/2024");
    expect(formatLongDate("2024-03-05")).toBe("March 5, 2024");
  });
  it("returns the original text when it cannot be formatted", () => {
    expect(formatCardDate("not a date")).toBe("not a date");
    expect(formatLongDate("2024-13-45")).toBe("2024-13-45");
    expect(formatLongDate("")).toBe("");
  });
  it("gives each pattern its own answer for the same date, asked again and again", () => {
    for (let round = 0; round < 3; round++) {
      expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
      expect(formatCardDate("2026-01-01")).toBe("01/01/2026");
    }
  });
  it("places date-only strings at noon UTC", () => {
    expect(stableDate("2024-01-01").toISOString()).toBe("2024-01-01T12:00:00.000Z");
  });
  it("gives today's UTC date for new posts", () => {
    expect(todayIsoDate(new Date("2024-07-04T23:59:00Z"))).toBe("2024-07-04");
  });
});

describe("impossible calendar days", () => {
  it("are not rolled over into the next month", () => {
    expect(formatLongDate("2025-02-30")).toBe("2025-02-30");
    expect(formatCardDate("2025-13-45")).toBe("2025-13-45");
  });
});
