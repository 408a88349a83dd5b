import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appState, backups, jobRuns } from "~/db/schema";
import { type Actor, SYSTEM_ACTOR } from "~/services/auth";
import { BACKUP_FAILURE_REASONS } from "~/lib/backups/failure-reason";
import { backupJobs, createBackup, listBackups, pruneScheduledBackups, recordInstallation, scheduledBackupFailure } from "~/services/backups";
import { runDueJobs } from "~/services/jobs";
import { type AppServices, type Database, openDatabase } from "~/services/platform";
import * as dashboard from "~/routes/admin/dashboard/layout";
import { getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestContext, createTestServices } from "../../support/test-services";

const USERS_TAB = "http://localhost:3000/svcs/admin-dashboard/users";

const scheduledRows = (db: Database["db"]) => db.select().from(backups).where(eq(backups.trigger, "scheduled"));

describe("the daily backup job", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  /** A second instance: its own pool on a server, the same handle on PGlite (one process). */
  let otherDatabase: Database;
  let services: AppServices;
  let otherServices: AppServices;
  let jobs: ReturnType<typeof backupJobs>;
  let ADMIN: Actor;

  beforeAll(async () => {
    otherDatabase = database().url ? await openDatabase({ databaseUrl: database().url, poolMax: 2 }) : database();
    services = createTestServices(database(), { BACKUP_DAILY_AT: "03:00", BACKUP_KEEP_DAILY: "2", BACKUP_KEEP_WEEKLY: "1", BACKUP_KEEP_MONTHLY: "1" });
    // The same data directory: instances share their storage.
    otherServices = { ...services, database: otherDatabase };
    jobs = backupJobs(services.config);
    const userId = await createTestUser(db(), { username: "chief", userType: "admin" });
    ADMIN = { ...SYSTEM_ACTOR, user: { sessionId: "s", userId, username: "chief", email: null, userType: "admin" } };
  });
  afterAll(async () => {
    if (otherDatabase !== database()) await otherDatabase.close();
  });
  beforeEach(async () => {
    await db().delete(jobRuns);
    await db().delete(backups);
    rmSync(path.join(services.config.dataDir, "backups"), { recursive: true, force: true });
    await db().delete(appState).where(eq(appState.key, "site.installed_at"));
  });

  it("on a site installed at 10:00 waits for the next day's 03:00 instead of backing up at first start", async () => {
    await recordInstallation(services, new Date("2026-03-01T10:00:00Z"));
    await runDueJobs(services, jobs, { now: new Date("2026-03-01T10:00:30Z") });
    expect(await scheduledRows(db())).toEqual([]);
    await runDueJobs(services, jobs, { now: new Date("2026-03-02T03:00:10Z") });
    expect(await scheduledRows(db())).toHaveLength(1);
  });

  it("runs once when two instances sweep the same slot", async () => {
    await recordInstallation(services, new Date("2026-02-01T00:00:00Z"));
    const now = new Date("2026-03-05T03:00:05Z");
    const results = await Promise.all([runDueJobs(services, jobs, { now, instanceId: "a" }), runDueJobs(otherServices, jobs, { now, instanceId: "b" })]);
    expect(
      results
        .flat()
        .map((result) => result.status)
        .sort(),
    ).toEqual(["skipped", "succeeded"]);
    const rows = await scheduledRows(db());
    expect(rows.map((row) => row.status)).toEqual(["completed"]);
  });

  it("shows a failed run to admins until a later backup succeeds", async () => {
    await recordInstallation(services, new Date("2026-02-01T00:00:00Z"));
    const backupsDir = path.join(services.config.dataDir, "backups");
    rmSync(backupsDir, { recursive: true, force: true });
    writeFileSync(backupsDir, "storage is unreachable");
    const [result] = await runDueJobs(services, jobs, { now: new Date("2026-03-06T03:00:05Z") });
    expect(result?.status).toBe("failed");
    const failure = await scheduledBackupFailure(services, ADMIN, new Date("2026-03-06T04:00:00Z"));
    expect(failure).toMatchObject({ at: "2026-03-06T03:00:00.000Z" });
    // In plain words: no Node error, no path of the server's.
    expect(failure?.error).toBe(BACKUP_FAILURE_REASONS.notWritable);
    expect(failure?.error).not.toContain(services.config.dataDir);
    const [failedRow] = await scheduledRows(db());
    expect(failedRow).toMatchObject({ status: "failed", error: BACKUP_FAILURE_REASONS.notWritable });
    // The list still loads (Download needs the storage, the rows do not).
    const listed = await listBackups(services, ADMIN);
    expect({ statuses: listed.backups.map((row) => row.status), storageReadable: listed.storageReadable }).toEqual({
      statuses: ["failed"],
      storageReadable: false,
    });
    // Above every tab of the admin area, for admins only.
    const load = async (userType: "admin" | "moderator") => {
      const cookie = await sessionCookieFor(
        services,
        await createTestUser(db(), { username: `${userType}_${Math.random().toString(36).slice(2, 8)}`, userType }),
      );
      return (await dashboard.loader({ request: getRequest(USERS_TAB, cookie), context: createTestContext(services), params: {} } as never)).data;
    };
    expect((await load("admin")).backupFailure).toEqual(failure);
    expect((await load("moderator")).backupFailure).toBeNull();

    rmSync(backupsDir);
    const manual = await createBackup(services, { trigger: "manual", actor: ADMIN, now: new Date("2026-03-06T09:00:00Z") });
    expect(manual.status).toBe("completed");
    expect(await scheduledBackupFailure(services, ADMIN, new Date("2026-03-06T09:30:00Z"))).toBeNull();
  });

  it("prunes to exactly the retention policy's set, scheduled backups only, files included", async () => {
    const day = (iso: string) => new Date(`${iso}T03:00:00Z`);
    // 2026-03-10 is a Tuesday. Policy: 2 daily, 1 weekly, 1 monthly.
    const dates = ["2026-03-10", "2026-03-09", "2026-03-08", "2026-03-07", "2026-02-28", "2026-02-27", "2026-01-31"];
    for (const date of dates) expect((await createBackup(services, { trigger: "scheduled", actor: SYSTEM_ACTOR, now: day(date) })).status).toBe("completed");
    const manual = await createBackup(services, { trigger: "manual", actor: ADMIN, now: day("2026-01-01") });

    const pruned = await pruneScheduledBackups(services);

    // Kept: the last 2 days (03-10, 03-09); this week is 03-10's; this month is 03-10's. Nothing else.
    const left = await db().select().from(backups).where(eq(backups.trigger, "scheduled"));
    expect(left.map((row) => row.createdAt.toISOString().slice(0, 10)).sort()).toEqual(["2026-03-09", "2026-03-10"]);
    expect(pruned).toHaveLength(5);
    const stored = readdirSync(path.join(services.config.dataDir, "backups")).sort();
    expect(stored).toEqual([...left.map((row) => row.filename), manual.filename].sort());
  });
});
