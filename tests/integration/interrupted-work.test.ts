import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, backups, instances, jobRuns, restoreRuns } from "~/db/schema";
import { dailyAt } from "~/lib/backups/daily-slot";
import { SYSTEM_ACTOR } from "~/services/auth";
import { backupJobs, createBackup, DAILY_BACKUP_JOB, INTERRUPTED_BACKUP, INTERRUPTED_RESTORE, restoreBackup } from "~/services/backups";
import { INTERRUPTED_JOB_RUN, runDueJobs } from "~/services/jobs";
import { processInstanceId } from "~/services/instances";
import { recoverInterruptedWork } from "~/services/interrupted-work.server";
import type { AppServices } from "~/services/platform";
import { listFiles } from "~/services/backups/file-checksums.server";
import { createTestUser } from "../support/factories";
import { useTestDatabase } from "../support/use-test-database";
import { createTestServices } from "../support/test-services";

const DEAD = "crashed-host-41-a1b2c3";
const LIVE = "other-host-7-d4e5f6";

describe("interrupted work recovers at start-up", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let dataDir: string;
  const now = new Date();
  const slot = dailyAt("03:00")(now);

  const file = (...parts: string[]) => path.join(dataDir, ...parts);
  const write = (target: string, body: string) => {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
  };

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "03:00" });
    dataDir = services.config.dataDir;
    await createTestUser(db(), { username: "chief", userType: "admin" });
    // The site was installed long before today's slot, so the daily backup is due.
    await db().execute(`insert into app_state (key, value) values ('site.installed_at', '{"at":"2020-01-01T00:00:00.000Z"}')`);
    await db()
      .insert(instances)
      .values([
        { id: LIVE, startedAt: now, seenAt: now },
        { id: DEAD, startedAt: new Date(now.getTime() - 3_600_000), seenAt: new Date(now.getTime() - 5 * 60_000) },
      ]);
  });

  it("marks a dead process's backup, restore and job run failed with a plain reason, leaves live ones, and removes its files", async () => {
    // A process was killed mid-way through the scheduled backup: its claim, its pending row, a half-stored archive, its staging files.
    await db().insert(jobRuns).values({ job: DAILY_BACKUP_JOB, slot, claimedBy: DEAD, startedAt: now, status: "running" });
    const [dead] = await db()
      .insert(backups)
      .values({ filename: "backup-20260101T030000Z-deaddead.tar.gz", createdAt: now, trigger: "scheduled", status: "pending", claimedBy: DEAD })
      .returning();
    write(file("backups", dead!.filename), "half an archive");
    write(file("tmp", "work", DEAD, "stage-x1", "tables", "posts.jsonl"), "{}\n");
    // Another instance is writing a backup right now, and so is this process: theirs stay as they are.
    const [live] = await db()
      .insert(backups)
      .values({ filename: "backup-20260101T030000Z-livelive.tar.gz", createdAt: now, trigger: "manual", status: "pending", claimedBy: LIVE })
      .returning();
    write(file("tmp", "work", LIVE, "stage-y1", "manifest.json"), "{}");
    write(file("tmp", "work", processInstanceId, "stage-z1", "manifest.json"), "{}");
    // An older release left staging files loose in tmp, hours ago.
    write(file("tmp", "stage-old", "manifest.json"), "{}");
    const hoursAgo = new Date(now.getTime() - 3 * 3_600_000);
    utimesSync(file("tmp", "stage-old"), hoursAgo, hoursAgo);

    await recoverInterruptedWork(services, { now, soleWriter: false });

    const rows = await db().select().from(backups);
    expect(rows.find((row) => row.id === dead!.id)).toMatchObject({ status: "failed", error: INTERRUPTED_BACKUP });
    expect(rows.find((row) => row.id === live!.id)).toMatchObject({ status: "pending", error: null });
    expect(existsSync(file("backups", dead!.filename))).toBe(false);
    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.job, DAILY_BACKUP_JOB));
    expect(run).toMatchObject({ status: "failed", interrupted: true, error: INTERRUPTED_JOB_RUN, attempts: 1 });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "backup_created"), eq(auditEvents.outcome, "failure")));
    expect(audit.map((event) => [event.targetLabel, (event.changes as { error?: string }).error])).toEqual([[dead!.filename, INTERRUPTED_BACKUP]]);
    expect(await listFiles(file("tmp"))).toEqual([`work/${LIVE}/stage-y1/manifest.json`, `work/${processInstanceId}/stage-z1/manifest.json`]);
  });

  it("runs the interrupted scheduled backup again once, and not in a loop", async () => {
    const later = new Date(now.getTime() + 1000);
    const jobs = backupJobs(services.config);
    expect(await runDueJobs(services, jobs, { now: later, instanceId: processInstanceId })).toMatchObject([{ job: DAILY_BACKUP_JOB, status: "succeeded" }]);
    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.job, DAILY_BACKUP_JOB));
    expect(run).toMatchObject({ status: "succeeded", interrupted: false, attempts: 2, claimedBy: processInstanceId });
    expect((await db().select().from(backups).where(eq(backups.trigger, "scheduled"))).map((row) => row.status).sort()).toEqual(["completed", "failed"]);
    // Interrupted a second time: marked failed, and left for the next day's slot.
    await db().update(jobRuns).set({ status: "running", claimedBy: DEAD }).where(eq(jobRuns.job, DAILY_BACKUP_JOB));
    await recoverInterruptedWork(services, { now: later, soleWriter: false });
    expect(await runDueJobs(services, jobs, { now: later, instanceId: processInstanceId })).toMatchObject([{ status: "skipped" }]);
    const [again] = await db().select().from(jobRuns).where(eq(jobRuns.job, DAILY_BACKUP_JOB));
    expect(again).toMatchObject({ status: "failed", interrupted: true, attempts: 2 });
  });

  it("puts back the uploads a restore had half replaced when its process died before the commit, and marks it failed", async () => {
    const uploads = file("uploads");
    write(path.join(uploads, "logo.png"), "restored logo");
    write(path.join(uploads, "new.txt"), "only in the archive");
    // What the restore had copied aside and recorded before it began to change storage.
    const [run] = await db()
      .insert(restoreRuns)
      .values({ source: "backup-20251231T030000Z-olderone.tar.gz", startedBy: "chief", startedAt: now, status: "running", claimedBy: DEAD })
      .returning();
    const journal = file("tmp", "work", DEAD, `restore-${run!.id}`, "uploads-journal");
    write(path.join(journal, "replaced", "logo.png"), "logo before the restore");
    write(path.join(journal, "replaced", "gone.txt"), "deleted by the restore");
    write(
      path.join(journal, "upload-changes.json"),
      JSON.stringify({ changes: { added: ["new.txt"], changed: ["logo.png"], removed: ["gone.txt"] }, saved: ["logo.png", "gone.txt"] }),
    );

    await recoverInterruptedWork(services, { now, soleWriter: false });

    expect(await listFiles(uploads)).toEqual(["gone.txt", "logo.png"]);
    expect(readFileSync(path.join(uploads, "logo.png"), "utf8")).toBe("logo before the restore");
    expect(readFileSync(path.join(uploads, "gone.txt"), "utf8")).toBe("deleted by the restore");
    const [failed] = await db().select().from(restoreRuns).where(eq(restoreRuns.id, run!.id));
    expect(failed).toMatchObject({ status: "failed", error: INTERRUPTED_RESTORE });
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "backup_restored"), eq(auditEvents.outcome, "failure")));
    expect(event).toMatchObject({ targetLabel: run!.source, changes: { error: INTERRUPTED_RESTORE } });
    expect(existsSync(file("tmp", "work", DEAD))).toBe(false);
  });

  it("with the embedded database, takes every other process for gone at once (one writer)", async () => {
    const [pending] = await db()
      .insert(backups)
      .values({ filename: "backup-20260101T030000Z-freshone.tar.gz", createdAt: now, trigger: "manual", status: "pending", claimedBy: LIVE })
      .returning();
    await recoverInterruptedWork(services, { now, soleWriter: true });
    const [row] = await db().select().from(backups).where(eq(backups.id, pending!.id));
    expect(row).toMatchObject({ status: "failed", error: INTERRUPTED_BACKUP });
    expect(await listFiles(file("tmp"))).toEqual([`work/${processInstanceId}/stage-z1/manifest.json`]);
  });

  it("a backup names the process writing it, and a restore run completes in the restore's own transaction", async () => {
    const backup = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
    expect(backup).toMatchObject({ status: "completed", claimedBy: processInstanceId });
    await restoreBackup(services, SYSTEM_ACTOR, { stored: backup.filename });
    const runs = await db().select().from(restoreRuns).where(eq(restoreRuns.source, backup.filename));
    expect(runs).toMatchObject([{ status: "completed", claimedBy: processInstanceId, error: null }]);
    expect(await listFiles(file("tmp"))).toEqual([`work/${processInstanceId}/stage-z1/manifest.json`]);
  });
});
