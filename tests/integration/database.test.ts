import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appState } from "~/db/schema";
import { openDatabase } from "~/services/platform";
import { MIGRATIONS, testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";

describe(`database (${testDriver})`, () => {
  const database = useTestDatabase();

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
});
