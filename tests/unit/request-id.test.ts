import { describe, expect, it, vi } from "vitest";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids for page-cache hits", () => {
  it("are shaped as the version-4 UUIDs of every other response, and never repeat within a process", async () => {
    const { nextRequestId } = await import("../../server/request-id");
    const ids = Array.from({ length: 5000 }, () => nextRequestId());
    for (const id of ids.slice(0, 20)) expect(id).toMatch(UUID_V4);
    expect(ids.at(-1)).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("differ between processes: each starts from a random prefix", async () => {
    const prefixes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      vi.resetModules();
      const { nextRequestId } = await import("../../server/request-id");
      prefixes.add(nextRequestId().slice(0, 24));
    }
    expect(prefixes.size).toBe(20);
  });
});
