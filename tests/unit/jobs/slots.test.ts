import { describe, expect, it } from "vitest";
import { currentSlot, errorMessageOf, JOB_ERROR_MAX_LENGTH, looksAbandoned, slotStart } from "~/lib/jobs/slots";

describe("job slots", () => {
  it("floors the clock to the interval, counted from the epoch", () => {
    expect(slotStart(new Date("2026-03-01T10:07:59.999Z"), 60_000)).toEqual(new Date("2026-03-01T10:07:00Z"));
    expect(slotStart(new Date("2026-03-01T10:07:00Z"), 60_000)).toEqual(new Date("2026-03-01T10:07:00Z"));
    expect(slotStart(new Date("2026-03-01T10:59:59Z"), 3_600_000)).toEqual(new Date("2026-03-01T10:00:00Z"));
  });

  it("gives every moment of one slot the same start, and the next slot a later one", () => {
    const first = slotStart(new Date("2026-03-01T10:00:00.001Z"), 60_000);
    expect(slotStart(new Date("2026-03-01T10:00:30Z"), 60_000)).toEqual(first);
    expect(slotStart(new Date("2026-03-01T10:01:00Z"), 60_000).getTime()).toBe(first.getTime() + 60_000);
  });

  it("refuses intervals that are not positive whole milliseconds", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => slotStart(new Date(), bad)).toThrow(RangeError);
  });

  it("uses a slot function as given", () => {
    const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    expect(currentSlot(startOfUtcDay, new Date("2026-03-01T23:59:00Z"))).toEqual(new Date("2026-03-01T00:00:00Z"));
    expect(currentSlot(60_000, new Date("2026-03-01T23:59:30Z"))).toEqual(new Date("2026-03-01T23:59:00Z"));
  });

  it("keeps an error's message only, truncated", () => {
    expect(errorMessageOf(new Error("disk full"))).toBe("disk full");
    expect(errorMessageOf("plain")).toBe("plain");
    const long = errorMessageOf(new Error("x".repeat(5000)));
    expect(long).toHaveLength(JOB_ERROR_MAX_LENGTH);
    expect(long.endsWith("…")).toBe(true);
  });

  it("calls a run abandoned only when it is still running long after it started", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    expect(looksAbandoned({ status: "running", startedAt: new Date("2026-03-01T10:00:00Z") }, now)).toBe(true);
    expect(looksAbandoned({ status: "running", startedAt: new Date("2026-03-01T11:59:00Z") }, now)).toBe(false);
    expect(looksAbandoned({ status: "failed", startedAt: new Date("2026-03-01T10:00:00Z") }, now)).toBe(false);
  });
});
