import { describe, expect, it } from "vitest";
import { delayAfter, isLockedAt, SECRET_GUESSES } from "~/lib/auth/secret-guess-rules";

const MINUTE = 60_000;

describe("the limit on wrong passwords and codes in a row", () => {
  it("lets nine wrong answers through without waiting, then doubles the wait from a minute to an hour", () => {
    for (let failures = 0; failures < 10; failures++) expect(delayAfter(failures)).toBe(0);
    expect([10, 11, 12, 13, 14, 15, 16, 50, 99].map((failures) => delayAfter(failures) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("locks at 100 in a row, NIST SP 800-63B's most, and not before", () => {
    expect(SECRET_GUESSES.lockAt).toBe(100);
    expect(isLockedAt(99)).toBe(false);
    expect(isLockedAt(100)).toBe(true);
    // At an hour apart from the 16th on, reaching the lock takes days, not seconds.
    const total = Array.from({ length: 99 }, (_, index) => delayAfter(index + 1)).reduce((sum, wait) => sum + wait, 0);
    expect(total / (60 * MINUTE)).toBeGreaterThan(80);
  });
});
