import { describe, expect, it } from "vitest";
import { BACKUP_FAILURE_REASONS, backupFailureReason, shownBackupReason } from "~/lib/backups/failure-reason";

describe("a failed backup's reason in plain words", () => {
  it("reads the error's code or name, never its message", () => {
    expect(backupFailureReason({ code: "EACCES" })).toBe(BACKUP_FAILURE_REASONS.notWritable);
    expect(backupFailureReason({ code: "EEXIST" })).toBe(BACKUP_FAILURE_REASONS.notWritable);
    expect(backupFailureReason({ code: "ENOSPC" })).toBe(BACKUP_FAILURE_REASONS.full);
    expect(backupFailureReason({ code: "ECONNREFUSED" })).toBe(BACKUP_FAILURE_REASONS.unreachable);
    expect(backupFailureReason({ name: "AccessDenied" })).toBe(BACKUP_FAILURE_REASONS.refused);
    expect(backupFailureReason({ name: "TimeoutError" })).toBe(BACKUP_FAILURE_REASONS.unreachable);
    expect(backupFailureReason({ databaseUnavailable: true, code: "EACCES" })).toBe(BACKUP_FAILURE_REASONS.database);
    expect(backupFailureReason({ code: "ESOMETHING", name: "Error" })).toBe(BACKUP_FAILURE_REASONS.unknown);
  });

  it("shows a stored reason only when it is one of the plain sentences", () => {
    expect(shownBackupReason(BACKUP_FAILURE_REASONS.full)).toBe(BACKUP_FAILURE_REASONS.full);
    expect(shownBackupReason("EEXIST: file already exists, mkdir '/srv/site/data/backups'")).toBe(BACKUP_FAILURE_REASONS.unknown);
    expect(shownBackupReason(null)).toBe(BACKUP_FAILURE_REASONS.unknown);
    for (const reason of Object.values(BACKUP_FAILURE_REASONS)) expect(reason).not.toMatch(/\/|\bE[A-Z]{3,}\b|at .*:\d+/);
  });
});
