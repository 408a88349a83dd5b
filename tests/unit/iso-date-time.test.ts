import { parseISO } from "date-fns/parseISO";
import { afterAll, describe, expect, it } from "vitest";
import { stableDate } from "~/lib/core/dates";
import { parseIsoDateTime } from "~/lib/core/iso-date-time";

// The browser's reader of dates and times (issue 43) against date-fns' parseISO, which it replaces.

const ZONES = ["UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Europe/London"];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

/** Every combination of the date, separator, time and zone forms the grammar has, valid values and invalid. */
function* writtenDateTimes(): Generator<string> {
  const days = [
    "2026-12-07",
    "2024-02-29",
    "2025-02-29",
    "2025-02-28",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-03-08",
    "2026-11-01",
    "0999-01-09",
    "2026-12-00",
  ];
  const times = [
    "00:00",
    "02:30",
    "12:05",
    "23:59",
    "24:00",
    "24:01",
    "25:00",
    "10:60",
    "10:00:00",
    "10:00:59",
    "10:00:60",
    "24:00:00",
    "01:30:00.123",
    "10:00:00.123456",
    "10:00:00,5",
    "10:00:00.",
    "23:59:59.9999",
  ];
  const zones = ["", "Z", "+00", "+05", "-03:30", "+0530", "+05:30", "-11:00", "+14:00", "+24:00", "+05:60", "-0000"];
  for (const day of days) for (const separator of ["T", " "]) for (const time of times) for (const zone of zones) yield `${day}${separator}${time}${zone}`;
}

describe("parseIsoDateTime reads dates and times as date-fns' parseISO does", () => {
  it("for every form the app writes, valid and invalid values, in several time zones (DST changes included)", () => {
    let compared = 0;
    for (const zone of ZONES) {
      process.env.TZ = zone;
      for (const written of writtenDateTimes()) {
        expect(parseIsoDateTime(written).getTime(), `${written} in ${zone}`).toStrictEqual(parseISO(written).getTime());
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it("for what toISOString and PostgreSQL write", () => {
    process.env.TZ = "America/New_York";
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += 7_777_777) {
      const iso = new Date(time).toISOString();
      const postgres = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`;
      for (const written of [iso, postgres, iso.slice(0, 19), iso.slice(0, 16)])
        expect(parseIsoDateTime(written).getTime(), written).toBe(parseISO(written).getTime());
    }
  });

  it("is an invalid date for the ISO forms the app never writes, and for anything else", () => {
    for (const written of [
      "2026-W49-1",
      "2026-341",
      "20261207T1000",
      "2026-12-07T10",
      "2026-12-07T10:00z",
      "2026-12-07T10:00 +05",
      "December 7, 2026",
      "",
      "2026-12-07T",
    ])
      expect(Number.isNaN(parseIsoDateTime(written).getTime()), written).toBe(true);
  });

  it("keeps stableDate's answers: date-only values at noon UTC, dates and times as parseISO reads them", () => {
    process.env.TZ = "UTC";
    expect(stableDate(" 2026-12-07 ").toISOString()).toBe("2026-12-07T12:00:00.000Z");
    expect(stableDate("2026-12-07T10:15:00+01:00").toISOString()).toBe("2026-12-07T09:15:00.000Z");
    expect(Number.isNaN(stableDate("2025-02-30").getTime())).toBe(true);
  });
});
