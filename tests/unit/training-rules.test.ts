import { describe, expect, it } from "vitest";
import { minutesByEmail, parseAttendanceCsv, parseToolTime } from "~/lib/training/attendance-csv";
import { certificateCodeFrom, holderNameKey, normalizeCertificateCode } from "~/lib/training/certificate-code";
import { creditsFor, creditsText } from "~/lib/training/credit-rule";
import { instantOfLocalInput } from "~/lib/training/zoned-time";

const NASBA = { minutesPerCredit: 50, minimumAttendancePercent: 80 };

describe("credit rule", () => {
  it("gives whole credits of 50 minutes, rounded down", () => {
    expect(creditsFor(NASBA, 100, 100)).toEqual({ credits: 2, meets: true, reason: null });
    expect(creditsFor(NASBA, 99, 100)).toMatchObject({ credits: 1, meets: true });
    expect(creditsFor(NASBA, 149, 150).credits).toBe(2);
  });
  it("counts no minutes beyond the session and refuses below the minimum share or one credit", () => {
    expect(creditsFor(NASBA, 500, 100).credits).toBe(2);
    expect(creditsFor(NASBA, 79, 100)).toMatchObject({ meets: false, reason: expect.stringContaining("80%") });
    expect(creditsFor(NASBA, 40, 45)).toMatchObject({ credits: 0, meets: false, reason: expect.stringContaining("less than one credit") });
  });
});

describe("credits as printed", () => {
  it("says one credit in the singular and every other amount in the staff's plural", () => {
    expect(creditsText(1, "CPE credits")).toBe("1 CPE credit");
    expect(creditsText(2, "CPE credits")).toBe("2 CPE credits");
    expect(creditsText(0.5, "CPE credits")).toBe("0.5 CPE credits");
    expect(creditsText(1, "CE hours")).toBe("1 CE hour");
    // A label that is not an English plural is left as written.
    expect(creditsText(1, "CPE")).toBe("1 CPE");
    expect(creditsText(1, "Class")).toBe("1 Class");
  });
});

describe("attendance CSV", () => {
  it("reads ISO, zoned wall-clock and US times in the session's zone", () => {
    expect(parseToolTime("2026-12-20T14:00:00Z", "America/New_York")?.toISOString()).toBe("2026-12-20T14:00:00.000Z");
    expect(parseToolTime("2026-12-20 09:00:00", "America/New_York")?.toISOString()).toBe("2026-12-20T14:00:00.000Z");
    expect(parseToolTime("12/20/2026 09:05:00 AM", "America/New_York")?.toISOString()).toBe("2026-12-20T14:05:00.000Z");
    expect(parseToolTime("07/01/2026 01:00 PM", "America/New_York")?.toISOString()).toBe("2026-07-01T17:00:00.000Z");
    expect(parseToolTime("13/40/2026 10:00", "UTC")).toBeNull();
  });
  it("names every bad row by its line and imports nothing", () => {
    const result = parseAttendanceCsv(
      "Name,Email,Join Time,Leave Time\nA,a@x.example,2026-12-20 10:00,2026-12-20 11:00\nB,nope,2026-12-20 10:00,\nC,c@x.example,2026-12-20 11:00,2026-12-20 10:00\n",
      "UTC",
    );
    expect(result).toEqual({
      ok: false,
      errors: ['Line 3: "nope" is not an e-mail address; the leave time is empty.', "Line 4: the leave time is before the join time."],
    });
  });
  it("refuses a file without the needed columns or rows, and a broken CSV", () => {
    expect(parseAttendanceCsv("Name,Joined\nA,1\n", "UTC")).toMatchObject({ ok: false, errors: [expect.stringContaining('"email"')] });
    expect(parseAttendanceCsv("Email,Join Time,Leave Time\n", "UTC")).toEqual({ ok: false, errors: ["The file has no attendance rows."] });
    expect(parseAttendanceCsv('Email,Join Time,Leave Time\n"a@x.example,2026', "UTC")).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("not a readable CSV")],
    });
  });
  it("merges overlapping intervals per address and clips them to the session", () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 20, 10, minute));
    const parsed = parseAttendanceCsv(
      `User Email,Join Time,Leave Time\na@x.example,${at(-5).toISOString()},${at(30).toISOString()}\nA@X.example,${at(20).toISOString()},${at(50).toISOString()}\nb@x.example,${at(70).toISOString()},${at(90).toISOString()}\n`,
      "UTC",
    );
    if (!parsed.ok) throw new Error(parsed.errors.join());
    expect(Object.fromEntries(minutesByEmail(parsed.intervals, at(0), at(60)))).toEqual({ "a@x.example": 50, "b@x.example": 0 });
  });
});

describe("certificate codes and session times", () => {
  it("makes unambiguous codes and reads them back as people type them", () => {
    const code = certificateCodeFrom(new Uint8Array(16).map((_, index) => index * 7));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normalizeCertificateCode(code.toLowerCase().replace(/-/g, " "))).toBe(code);
    expect(normalizeCertificateCode("0OIL-1111-2222")).toBe("0011-1111-2222");
    expect(normalizeCertificateCode("too-short")).toBeNull();
    expect(holderNameKey("  Joe   FULL ")).toBe(holderNameKey("joe full"));
  });
  it("reads a datetime-local value in the session's zone, across DST", () => {
    expect(instantOfLocalInput("2026-07-01T09:00", "America/New_York")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(instantOfLocalInput("2026-12-01T09:00", "America/New_York")?.toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(instantOfLocalInput("2026-02-30T09:00", "UTC")).toBeNull();
  });
});
