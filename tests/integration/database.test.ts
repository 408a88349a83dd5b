import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { appState } from "~/db/schema";
import { openDatabase, queryRows } from "~/services/platform";
import { MIGRATIONS, testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";

describe(`database (${testDriver})`, () => {
  const database = useTestDatabase();
  /** The connections holding a session-level advisory lock in this test's database: one per connection that took it. */
  const lockHolders = async (lock: number) =>
    queryRows<{ pid: number }>(
      database().db,
      sql`select pid from pg_locks where locktype = 'advisory' and objid = ${lock} and granted
        and database = (select oid from pg_database where datname = current_database()) order by pid`,
    );

  it("answers a ping", async () => {
    await expect(database().ping()).resolves.toBeUndefined();
  });

  it("runs migrations idempotently", async () => {
    await database().migrate(MIGRATIONS);
    await database().migrate(MIGRATIONS);
    await database()
      .db.insert(appState)
      .values({ key: "probe", value: { ok: true } });
    const [row] = await database().db.select().from(appState).where(eq(appState.key, "probe"));
    expect(row?.value).toEqual({ ok: true });
  });

  it("delivers NOTIFY payloads to listeners and stops after unsubscribe", async () => {
    const received: string[] = [];
    const unsubscribe = await database().listen("test_channel", (payload) => received.push(payload));
    await database().notify("test_channel", "hello");
    await expect.poll(() => received).toEqual(["hello"]);
    await unsubscribe();
    await database().notify("test_channel", "ignored");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual(["hello"]);
  });

  it("refuses channel names that are not plain identifiers", async () => {
    await expect(database().notify("x; drop table app_state", "x")).rejects.toThrow(/invalid channel/);
  });

  it.runIf(testDriver === "pg")("lets two instances migrate at the same moment without colliding", async () => {
    const url = database().url!;
    const [first, second] = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
    try {
      await Promise.all([first.migrate(MIGRATIONS), second.migrate(MIGRATIONS)]);
      await expect(first.ping()).resolves.toBeUndefined();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.runIf(testDriver === "pg")("survives a dropped server connection without crashing", async () => {
    const other = await openDatabase({ databaseUrl: database().url!, logger: { error() {}, warn() {} } as never });
    try {
      await other.ping();
      await database().db.execute(
        // Terminate every other backend of this test database, as a failover or restart would.
        (await import("drizzle-orm"))
          .sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(other.ping()).resolves.toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it.runIf(testDriver === "pg")("keeps an idle pooled connection open: a new backend's first statements load its caches", async () => {
    const other = await openDatabase({ databaseUrl: database().url! });
    const backend = async () => (await queryRows<{ pid: number }>(other.db, sql`select pg_backend_pid() as pid`))[0]!.pid;
    // Only the pool's idle timer is faked: the connection's own I/O runs for real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const first = await backend();
      // A quiet night: longer than any idle timeout a pool would use.
      await vi.advanceTimersByTimeAsync(6 * 60 * 60 * 1000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await backend()).toBe(first);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it.runIf(testDriver === "pg")("warms the connections the pool keeps: each runs the statements, and queries then use them", async () => {
    const other = await openDatabase({ databaseUrl: database().url!, poolMax: 6 });
    const lock = 72_114_099;
    try {
      await other.warmConnections([sql`select pg_advisory_lock_shared(${lock})`]);
      const holders = await lockHolders(lock);
      expect(holders).toHaveLength(4);
      const used = await Promise.all(
        Array.from({ length: 4 }, async () => (await queryRows<{ pid: number }>(other.db, sql`select pg_backend_pid() as pid`))[0]!.pid),
      );
      expect(used.every((pid) => holders.some((holder) => holder.pid === pid))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it.runIf(testDriver === "pg")("warms nothing when idle connections are closed anyway", async () => {
    const other = await openDatabase({ databaseUrl: database().url!, poolIdleCloseMs: 30_000 });
    const lock = 72_114_100;
    try {
      await other.warmConnections([sql`select pg_advisory_lock_shared(${lock})`]);
      expect(await lockHolders(lock)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it.runIf(testDriver === "pglite")("runs the warm-up statements once on the embedded database's one connection", async () => {
    await database().warmConnections([sql`select set_config('app.warmed', 'yes', false)`]);
    const [row] = await queryRows<{ warmed: string }>(database().db, sql`select current_setting('app.warmed', true) as warmed`);
    expect(row?.warmed).toBe("yes");
  });
});
