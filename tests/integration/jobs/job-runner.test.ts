import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, jobRuns, loginAttempts } from "~/db/schema";
import { scheduledJobs, scheduledJobsFor } from "~/services/scheduled-jobs.server";
import { type JobDefinition, listJobStatus, runDueJobs, startJobRunner } from "~/services/jobs";
import { type AppServices, type Database, openDatabase } from "~/services/platform";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

const MINUTE = 60_000;
const T0 = new Date("2026-03-01T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** A job that counts its runs in memory, so a test can see how often its body ran. */
function countingJob(name: string, body: (slot: Date) => Promise<void> = async () => undefined): JobDefinition & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    schedule: MINUTE,
    runs,
    async run(_services, { slot }) {
      runs.push(slot);
      await body(slot);
    },
  };
}

describe("scheduled jobs", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  /** A second instance: its own connection pool on a server, the same handle on PGlite (one process). */
  let otherDatabase: Database;
  let services: AppServices;
  let otherServices: AppServices;

  beforeAll(async () => {
    otherDatabase = database().url ? await openDatabase({ databaseUrl: database().url, poolMax: 2 }) : database();
    services = createTestServices(database());
    otherServices = createTestServices(otherDatabase);
  });
  afterAll(async () => {
    if (otherDatabase !== database()) await otherDatabase.close();
  });
  beforeEach(async () => {
    await db().delete(jobRuns);
  });

  it("runs a slot once when two instances sweep it at the same time", async () => {
    const job = countingJob("concurrent", () => new Promise((resolve) => setTimeout(resolve, 50)));
    const results = await Promise.all([
      runDueJobs(services, [job], { now: at(0), instanceId: "instance-a" }),
      runDueJobs(otherServices, [job], { now: at(0.5), instanceId: "instance-b" }),
    ]);
    expect(job.runs).toEqual([at(0)]);
    expect(
      results
        .flat()
        .map((result) => result.status)
        .sort(),
    ).toEqual(["skipped", "succeeded"]);
    const rows = await db().select().from(jobRuns);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job: "concurrent", slot: at(0), status: "succeeded", error: null });
    expect(["instance-a", "instance-b"]).toContain(rows[0]!.claimedBy);
    expect(rows[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.startedAt.getTime());
  });

  it("records a failure with its message, keeps the other jobs running, and runs the next slot", async () => {
    let fail = true;
    const flaky = countingJob("flaky", async () => {
      if (fail) throw new Error("storage unreachable");
    });
    const steady = countingJob("steady");
    const first = await runDueJobs(services, [flaky, steady], { now: at(0), instanceId: "a" });
    expect(first.map((result) => result.status)).toEqual(["failed", "succeeded"]);
    const [failedRun] = await db().select().from(jobRuns).where(eq(jobRuns.job, "flaky"));
    expect(failedRun).toMatchObject({ status: "failed", error: "storage unreachable" });

    // The failed slot is not retried by another sweep in the same slot...
    expect(await runDueJobs(services, [flaky], { now: at(0.9), instanceId: "b" })).toMatchObject([{ status: "skipped" }]);
    fail = false;
    // ...but the next slot runs.
    expect(await runDueJobs(services, [flaky], { now: at(1), instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);
    expect(flaky.runs).toEqual([at(0), at(1)]);

    const status = await listJobStatus(db(), at(2));
    const flakyStatus = status.find((entry) => entry.job === "flaky")!;
    expect(flakyStatus.lastRun).toMatchObject({ slot: at(1), status: "succeeded" });
    expect(flakyStatus.lastSuccess).toMatchObject({ slot: at(1) });
    expect(flakyStatus.lastFailure).toMatchObject({ slot: at(0), error: "storage unreachable" });
    expect(status.find((entry) => entry.job === "steady")!.lastFailure).toBeNull();
  });

  it("records a run past its timeout as failed and aborts its signal", async () => {
    let aborted = false;
    const slow: JobDefinition = {
      name: "slow",
      schedule: MINUTE,
      timeoutMs: 20,
      run: (_services, { signal }) =>
        new Promise((resolve) => {
          signal.addEventListener("abort", () => {
            aborted = true;
            resolve();
          });
        }),
    };
    expect(await runDueJobs(services, [slow], { now: at(0), instanceId: "a" })).toMatchObject([{ status: "failed" }]);
    expect(aborted).toBe(true);
    const [row] = await db().select().from(jobRuns).where(eq(jobRuns.job, "slow"));
    expect(row).toMatchObject({ status: "failed", error: "timed out after 20 ms" });
  });

  it("after a restart, runs the current slot unless an instance already ran it", async () => {
    const job = countingJob("restartable");
    // A process claimed the slot and died mid-run: the row stays "running" and shows as abandoned later.
    await database()
      .db.insert(jobRuns)
      .values({ job: "restartable", slot: at(0), claimedBy: "crashed", startedAt: at(0), status: "running" });
    expect(await runDueJobs(services, [job], { now: at(0.5), instanceId: "restarted" })).toMatchObject([{ status: "skipped" }]);
    expect((await listJobStatus(db(), at(120)))[0]!.lastRun).toMatchObject({ status: "running", abandoned: true });
    // The restarted process runs the next slot.
    expect(await runDueJobs(services, [job], { now: at(1.2), instanceId: "restarted" })).toMatchObject([{ status: "succeeded" }]);
    expect(job.runs).toEqual([at(1)]);
  });

  it("a runner sweeps at once when started, never overlaps itself, and stops cleanly", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const job: JobDefinition = {
      name: "ticker",
      schedule: 1,
      async run() {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 15));
        inFlight--;
      },
    };
    const runner = startJobRunner(services, [job], { everyMs: 1 });
    const tickerRuns = () => db().select().from(jobRuns).where(eq(jobRuns.job, "ticker"));
    // Until it has swept twice (120 ms were not always enough for a second sweep on a loaded machine), at most 10 s.
    const giveUpAt = Date.now() + 10_000;
    while ((await tickerRuns()).length < 2 && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    const runs = await tickerRuns();
    expect(runs.length).toBeGreaterThan(1);
    expect(maxInFlight).toBe(1);
    const afterStop = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await db().select().from(jobRuns).where(eq(jobRuns.job, "ticker"))).toHaveLength(afterStop);
  });

  it("the pruning job deletes only old attempts, expired sessions and old job runs", async () => {
    const now = at(0);
    const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * MINUTE);
    const userId = await createTestUser(db(), { username: "pruner", userType: "admin" });
    await database()
      .db.insert(loginAttempts)
      .values([
        { ipAddress: "10.9.0.1", usernameKey: "old", attemptedAt: days(2.1), outcome: "failed" },
        { ipAddress: "10.9.0.1", usernameKey: "recent", attemptedAt: days(1.9), outcome: "failed" },
      ]);
    const session = (tokenHash: string, expiresAt: Date) => ({ tokenHash, userId, createdAt: days(1), lastSeenAt: days(1), expiresAt });
    await database()
      .db.insert(adminSessions)
      .values([session("expired", new Date(now.getTime() - 1)), session("live", new Date(now.getTime() + MINUTE))]);
    await database()
      .db.insert(jobRuns)
      .values([
        { job: "old", slot: days(31), claimedBy: "x", startedAt: days(31), status: "succeeded" },
        { job: "recent", slot: days(29), claimedBy: "x", startedAt: days(29), status: "succeeded" },
      ]);

    const prune = scheduledJobs.find((job) => job.name === "prune-expired-records")!;
    expect(await runDueJobs(services, [prune], { now, instanceId: "a" })).toMatchObject([{ status: "succeeded" }]);

    expect((await db().select().from(loginAttempts)).map((row) => row.usernameKey)).toEqual(["recent"]);
    expect((await db().select().from(adminSessions)).map((row) => row.tokenHash)).toEqual(["live"]);
    expect((await db().select().from(jobRuns)).map((row) => row.job).sort()).toEqual(["prune-expired-records", "recent"]);
  });
});

describe("the jobs guide", () => {
  it("lists every job a deployment can run, in the order a sweep runs them", () => {
    const guide = readFileSync("docs/guides/jobs.md", "utf8");
    const listed = [...guide.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    const everyJob = scheduledJobsFor({ DATABASE_URL: "postgres://db/site", BACKUP_DAILY_AT: "03:00" } as AppServices["config"]).map((job) => job.name);
    expect(listed).toEqual(everyJob);
  });
});
