import { describe, expect, it } from "vitest";
import { eachLimited } from "~/lib/core/each-limited";

/** A promise settled from outside, so the test decides when each item ends. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("eachLimited", () => {
  it("keeps at most `limit` items running and starts the next one as soon as any ends", async () => {
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const done = eachLimited([0, 1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      running++;
      most = Math.max(most, running);
      await gates[item]!.opened;
      running--;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    // The second ends first: the third starts in its slot while the first still runs.
    gates[1]!.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await done;
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("works on every item even when one fails, then throws the first failure", async () => {
    const seen: number[] = [];
    await expect(
      eachLimited([1, 2, 3, 4], 3, async (item) => {
        seen.push(item);
        if (item === 2) throw new Error("two failed");
      }),
    ).rejects.toThrow("two failed");
    expect(seen.sort()).toEqual([1, 2, 3, 4]);
  });

  it("does nothing for no items, and runs one at a time with a limit of 1", async () => {
    await eachLimited([], 4, () => Promise.reject(new Error("never")));
    const order: string[] = [];
    await eachLimited(["a", "b"], 1, async (item) => {
      order.push(`start ${item}`);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(`end ${item}`);
    });
    expect(order).toEqual(["start a", "end a", "start b", "end b"]);
  });
});
