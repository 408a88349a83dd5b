import { describe, expect, it } from "vitest";
import { BoundedMemo } from "~/lib/core/bounded-memo";

describe("BoundedMemo", () => {
  it("builds a variant once and starts over when full", () => {
    const variants = new BoundedMemo<string>(2);
    let builds = 0;
    const build = (value: string) => () => {
      builds += 1;
      return value;
    };
    expect(variants.get("a", build("A"))).toBe("A");
    expect(variants.get("a", build("other"))).toBe("A");
    expect(variants.get("b", build("B"))).toBe("B");
    expect(builds).toBe(2);
    expect(variants.get("c", build("C"))).toBe("C");
    expect(variants.get("a", build("A again"))).toBe("A again");
    expect(builds).toBe(4);
  });
});
