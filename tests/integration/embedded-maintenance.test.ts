import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AppServices, maintainEmbeddedDatabase, queryRows } from "~/services/platform";
import { currentSlot } from "~/lib/jobs/slots";
import { scheduledJobsFor } from "~/services/scheduled-jobs.server";
import { testDriver } from "../support/test-database";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

const POSTS = 150;

describe(`embedded database maintenance job (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const db = () => database().db;
  const jobsWith = (BACKUP_DAILY_AT: string) => scheduledJobsFor({ ...services.config, BACKUP_DAILY_AT });
  const job = () => scheduledJobsFor(services.config).find((candidate) => candidate.name === "embedded-database-maintenance")!;
  const runJob = () => job().run(services, { now: new Date(), slot: new Date(), signal: new AbortController().signal });

  /** Bytes of the posts table with its TOAST and indexes. */
  const postsSize = async () => Number((await queryRows<{ size: string }>(db(), sql`select pg_total_relation_size('posts')::text as size`))[0]?.size);
  /** Every post's body replaced, as editing every post once would: each old body becomes a dead row version. */
  const rewriteEveryBody = async (rounds: number) => {
    for (let round = 0; round < rounds; round++) await db().execute(sql`update posts set content = content || ${`<p>${round}</p>`}`);
  };

  beforeAll(async () => {
    services = createTestServices(database());
    // Bodies of about 4 KB that do not compress, so they live in the table's TOAST storage like long posts do.
    await db().execute(sql`insert into posts (slug, title, date, content, category)
      select 'maintained-' || g, 'Maintained ' || g, date '2025-01-01' + g, (select string_agg(md5(g::text || k::text), ' ') from generate_series(1, 120) k), 'Savings'
      from generate_series(1, ${POSTS}) g`);
  });

  it.runIf(testDriver === "pglite")(
    "vacuums and analyzes every table, so edits reuse the space of old row versions and the planner has statistics",
    async () => {
      const statistics = async () =>
        (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'posts'`))[0]?.n;
      expect(await statistics()).toBe(0);

      await rewriteEveryBody(4);
      const grownByEdits = await postsSize();
      await runJob();
      expect(await statistics()).toBeGreaterThan(0);
      await rewriteEveryBody(4);
      // Without the vacuum the same four rounds of edits add as much again (checked: about 2x).
      expect(await postsSize()).toBeLessThan(grownByEdits * 1.25);

      const done = await maintainEmbeddedDatabase(database(), new AbortController().signal);
      expect(done).toContain("public.posts");
      expect(done).toContain("drizzle.__drizzle_migrations");
    },
  );

  it.runIf(testDriver === "pglite")("stops between tables once its run is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await maintainEmbeddedDatabase(database(), controller.signal)).toEqual([]);
  });

  it("runs at the daily backup's time (the operator's quiet hour), just before it, and at 03:00 UTC when backups are off", () => {
    const names = jobsWith("04:30").map((candidate) => candidate.name);
    expect(names.indexOf("embedded-database-maintenance")).toBe(names.indexOf("daily-backup") - 1);
    const slotOf = (backupAt: string, now: string) => {
      const maintenance = jobsWith(backupAt).find((candidate) => candidate.name === "embedded-database-maintenance")!;
      return currentSlot(maintenance.schedule, new Date(now)).toISOString();
    };
    expect(slotOf("04:30", "2026-11-26T12:00:00Z")).toBe("2026-11-26T04:30:00.000Z");
    expect(slotOf("04:30", "2026-11-26T04:29:00Z")).toBe("2026-11-25T04:30:00.000Z");
    expect(slotOf("off", "2026-11-26T12:00:00Z")).toBe("2026-11-26T03:00:00.000Z");
  });

  it.runIf(testDriver === "pg")("leaves a PostgreSQL server to its autovacuum", async () => {
    expect(await maintainEmbeddedDatabase(database(), new AbortController().signal)).toBeNull();
    await expect(runJob()).resolves.toBeUndefined();
  });
});
