import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneQueryPerTurn } from "~/services/platform/pglite-turns.server";
import { testDriver } from "../support/test-database";

/** Counts turns of the event loop (check phases) while it runs. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turns, stop: () => (running = false) };
}

async function turnsSpannedBy(client: PGlite, queries: number) {
  const counter = turnCounter();
  const seen = await Promise.all(
    Array.from({ length: queries }, (_, i) =>
      client.query<{ n: number }>("select $1::int as n", [i]).then((result) => ({ n: result.rows[0]!.n, turn: counter.now() })),
    ),
  );
  counter.stop();
  return seen;
}

// The embedded database's own behaviour: the suite's PostgreSQL run would repeat it unchanged.
describe.skipIf(testDriver === "pg")("PGlite queries one per turn of the event loop", () => {
  let plain: PGlite;
  let queued: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    queued = await PGlite.create();
    oneQueryPerTurn(queued);
  });
  afterAll(async () => {
    await plain.close();
    await queued.close();
  });

  it("lets the event loop turn between queued queries, in their order", async () => {
    const before = await turnsSpannedBy(plain, 20);
    const after = await turnsSpannedBy(queued, 20);
    // Without the queue, PGlite hands its lock on in microtasks: the twenty finish within a turn or two.
    expect(new Set(before.map((query) => query.turn)).size).toBeLessThanOrEqual(3);
    expect(new Set(after.map((query) => query.turn)).size).toBeGreaterThanOrEqual(19);
    expect(after.map((query) => query.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("keeps transactions and queries in order, and a failure does not hold the queue", async () => {
    const order: string[] = [];
    await Promise.all([
      queued.transaction(async (tx) => {
        await tx.query("create table turns_probe (n int)");
        await tx.query("insert into turns_probe values (1)");
        order.push("transaction");
      }),
      queued.query("select nope from nowhere").catch(() => order.push("failed query")),
      queued.exec("insert into turns_probe values (2)").then(() => order.push("exec")),
      queued.query<{ total: number }>("select sum(n)::int as total from turns_probe").then((result) => order.push(`sum ${result.rows[0]!.total}`)),
    ]);
    expect(order).toEqual(["transaction", "failed query", "exec", "sum 3"]);
  });
});
