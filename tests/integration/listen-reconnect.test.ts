import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTEN_RESUMED, openDatabase } from "~/services/platform";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";

const quiet = { warn() {}, error() {} } as never;

// A lost LISTEN connection only exists with a PostgreSQL server: PGlite's listener lives in-process.
describe.runIf(testDriver === "pg")("LISTEN after a lost connection (pg)", () => {
  const database = useTestDatabase();

  it("reconnects, listens again, calls onReconnect, and then receives NOTIFYs from another connection", async () => {
    const listening = await openDatabase({ databaseUrl: database().url!, logger: quiet });
    try {
      const received: string[] = [];
      let reconnects = 0;
      await listening.listen(
        "reconnect_probe",
        (payload) => received.push(payload),
        () => reconnects++,
      );
      const resumed: string[] = [];
      await listening.listen("reconnect_probe", (payload) => resumed.push(payload));

      await database().notify("reconnect_probe", "before");
      await expect.poll(() => received).toEqual(["before"]);

      const killed = (await database().db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query = 'listen reconnect_probe'`,
      )) as unknown as { rows: { pid: number }[] };
      expect(killed.rows.length).toBe(1);
      await database().db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid = ${killed.rows[0]!.pid}`);

      await expect.poll(() => reconnects, { timeout: 15_000 }).toBe(1);
      // A subscriber without its own callback is told through its handler that it may have missed notices.
      expect(resumed).toContain(LISTEN_RESUMED);
      await database().notify("reconnect_probe", "after");
      await expect.poll(() => received).toEqual(["before", "after"]);
    } finally {
      await listening.close();
    }
  });

  it("answers a refused connection with an error, not a hang", async () => {
    const unreachable = new URL(database().url!);
    unreachable.port = "1";
    const broken = await openDatabase({ databaseUrl: unreachable.toString(), logger: quiet });
    await expect(broken.listen("reconnect_probe", () => undefined)).rejects.toThrow();
    await expect(broken.ping(1000)).rejects.toThrow();
    await broken.close();
  });
});
