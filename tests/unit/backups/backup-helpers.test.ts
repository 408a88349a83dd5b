import { describe, expect, it } from "vitest";
import { backupFilename, isAllowedEntryPath, isBackupFilename } from "~/lib/backups/archive-format";
import { dailyAt, dailySlot, parseDailyTime } from "~/lib/backups/daily-slot";
import { formatBytes } from "~/lib/backups/sizes";

describe("backup helpers", () => {
  it("names archives backup-<UTC>-<id>.tar.gz and recognises only such names", () => {
    const name = backupFilename(new Date("2026-05-01T09:08:07.654Z"), "1a2b3c4d");
    expect(name).toBe("backup-20260501T090807Z-1a2b3c4d.tar.gz");
    expect(isBackupFilename(name)).toBe(true);
    for (const bad of ["../backup-20260501T090807Z-1a2b3c4d.tar.gz", "backup-20260501T090807Z-1a2b3c4d.tar.gz/x", "backup.tar.gz", ""])
      expect(isBackupFilename(bad), bad).toBe(false);
  });

  it("allows only the manifest, table files and plain upload paths inside an archive", () => {
    for (const ok of ["manifest.json", "tables/", "tables/posts.jsonl", "uploads/", "uploads/images/a b.webp", "uploads/2026/05/x.png"])
      expect(isAllowedEntryPath(ok), ok).toBe(true);
    for (const bad of [
      "../x",
      "/etc/passwd",
      "tables/../manifest.json",
      "tables/Posts.jsonl",
      "uploads/../../x",
      "uploads/./x",
      "uploads/a/../b",
      "other.txt",
      "uploads\\x",
    ]) {
      expect(isAllowedEntryPath(bad), bad).toBe(false);
    }
  });

  it("shows sizes in 1024 units with two decimals", () => {
    expect(formatBytes(0)).toBe("0 Bytes");
    expect(formatBytes(1023)).toBe("1023 Bytes");
    expect(formatBytes(1024)).toBe("1.00 KB");
    expect(formatBytes(1536 * 1024)).toBe("1.50 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5.00 GB");
    expect(formatBytes(null)).toBe("-");
  });

  it("puts the daily run at the latest HH:MM UTC at or before now", () => {
    const at3 = parseDailyTime("03:00");
    expect(dailySlot(at3, new Date("2026-05-01T02:59:59Z")).toISOString()).toBe("2026-04-30T03:00:00.000Z");
    expect(dailySlot(at3, new Date("2026-05-01T03:00:00Z")).toISOString()).toBe("2026-05-01T03:00:00.000Z");
    expect(dailySlot(parseDailyTime("23:45"), new Date("2026-05-01T12:00:00Z")).toISOString()).toBe("2026-04-30T23:45:00.000Z");
    expect(() => parseDailyTime("24:00")).toThrow(RangeError);
  });

  it("schedules a job at an HH:MM UTC time, refusing a bad one when the job is made", () => {
    const schedule = dailyAt("04:30");
    expect(schedule(new Date("2026-05-01T04:29:00Z")).toISOString()).toBe("2026-04-30T04:30:00.000Z");
    expect(schedule(new Date("2026-05-01T12:00:00Z")).toISOString()).toBe("2026-05-01T04:30:00.000Z");
    expect(() => dailyAt("4:30")).toThrow(RangeError);
  });
});
