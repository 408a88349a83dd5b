import { describe, expect, it } from "vitest";
import { backupsToPrune } from "~/lib/backups/retention";

const DAY = 24 * 3_600_000;
/** One backup a day at 03:00 UTC for `days` days ending 2026-06-30 (a Tuesday), newest first. */
function dailyBackups(days: number) {
  const last = Date.UTC(2026, 5, 30, 3);
  return Array.from({ length: days }, (_, i) => ({ id: new Date(last - i * DAY).toISOString().slice(0, 10), createdAt: new Date(last - i * DAY) }));
}

function kept(backups: ReturnType<typeof dailyBackups>, policy: { daily: number; weekly: number; monthly: number }) {
  const pruned = new Set(backupsToPrune(backups, policy));
  return backups.filter((backup) => !pruned.has(backup.id)).map((backup) => backup.id);
}

describe("backup retention (grandfather-father-son, UTC)", () => {
  it("keeps exactly the newest of the last 7 days, 4 weeks and 6 months", () => {
    expect(kept(dailyBackups(400), { daily: 7, weekly: 4, monthly: 6 })).toEqual([
      // daily: the last 7 days
      "2026-06-30",
      "2026-06-29",
      "2026-06-28",
      "2026-06-27",
      "2026-06-26",
      "2026-06-25",
      "2026-06-24",
      // weekly (weeks start Monday): the weeks of 06-29 and 06-22 are kept by the days; then those of 06-15 and 06-08
      "2026-06-21",
      "2026-06-14",
      // monthly: the last day of May back to January (June's newest is already kept)
      "2026-05-31",
      "2026-04-30",
      "2026-03-31",
      "2026-02-28",
      "2026-01-31",
    ]);
  });

  it("counts only periods that have a backup, so a stopped server keeps its last copies", () => {
    const old = [
      { id: "a", createdAt: new Date("2025-01-10T03:00:00Z") },
      { id: "b", createdAt: new Date("2025-01-10T01:00:00Z") },
      { id: "c", createdAt: new Date("2024-12-01T03:00:00Z") },
    ];
    expect(backupsToPrune(old, { daily: 2, weekly: 0, monthly: 0 })).toEqual(["b"]);
  });

  it("keeps several backups of one day only as the newest, and nothing with a zero policy", () => {
    const sameDay = [
      { id: "late", createdAt: new Date("2026-06-30T20:00:00Z") },
      { id: "early", createdAt: new Date("2026-06-30T01:00:00Z") },
    ];
    expect(backupsToPrune(sameDay, { daily: 7, weekly: 4, monthly: 6 })).toEqual(["early"]);
    expect(backupsToPrune(sameDay, { daily: 0, weekly: 0, monthly: 0 })).toEqual(["late", "early"]);
  });
});
