import { format } from "date-fns/format";
import { describe, expect, it } from "vitest";
import { CARD_DATE_FORMAT, DATE_TIME_FORMAT, formatPostDate, LONG_DATE_FORMAT } from "~/lib/core/dates";
import { formatDatePattern } from "~/lib/core/date-pattern";

const PATTERNS = [DATE_TIME_FORMAT, CARD_DATE_FORMAT, LONG_DATE_FORMAT, "MM/dd/yyyy", "h:mm a"];

describe("formatDatePattern writes what date-fns' format writes", () => {
  it("for every pattern the site uses, over hours, days and months of several years", () => {
    // Every 7 h 13 min over four years: all hours (midnight and noon included), all days and months, a leap day.
    const start = Date.UTC(2023, 0, 1);
    for (let time = start; time < start + 4 * 366 * 86_400_000; time += 26_000_000) {
      const date = new Date(time);
      for (const pattern of PATTERNS) expect(formatDatePattern(date, pattern)).toBe(format(date, pattern));
    }
  });

  it("for midnight, noon and early years", () => {
    for (const date of [new Date(2024, 1, 29, 0, 0), new Date(2024, 5, 1, 12, 5), new Date(2024, 5, 1, 23, 59), new Date(999, 0, 9, 1, 1)])
      for (const pattern of PATTERNS) expect(formatDatePattern(date, pattern)).toBe(format(date, pattern));
  });

  it("throws on an invalid date and on a pattern it does not know, as format would fail", () => {
    expect(() => formatDatePattern(new Date(Number.NaN), DATE_TIME_FORMAT)).toThrow(RangeError);
    expect(() => formatDatePattern(new Date(), "EEEE")).toThrow(RangeError);
  });

  it("keeps the post dates' behaviour: unreadable values shown as stored", () => {
    expect(formatPostDate("2025-02-30")).toBe("2025-02-30");
    expect(formatPostDate("2025-03-04")).toBe("03/04/2025");
    expect(formatPostDate("2025-03-04", LONG_DATE_FORMAT)).toBe("March 4, 2025");
  });
});
