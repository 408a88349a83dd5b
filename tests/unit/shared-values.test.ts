import { describe, expect, it, vi } from "vitest";
import { markShared, packShared, SHARED_REF, sharedValueId, unpackShared } from "~/lib/render/shared-values";

/** As a render worker receives it: structured clone. */
const sentToWorker = <T>(value: T): T => structuredClone(value);

describe("shared values on their way to a render worker", () => {
  it("names a marked value by number, leaves the rest, and does not change the loader data", () => {
    const footer = markShared({ columns: [{ heading: "Services", links: ["/services/gtm"] }] });
    const loaderData = { root: { identity: "firm" }, layout: { footer, featured: [{ id: "p1", title: "Limits" }], year: 2026 } };
    const found = new Map<number, object>();
    const packed = packShared(loaderData, found) as { layout: { footer: Record<string, number> } };
    expect([...found.values()]).toEqual([footer]);
    expect(packed.layout.footer[SHARED_REF]).toEqual(expect.any(Number));
    expect(loaderData.layout.footer).toBe(footer);
    expect(packed).not.toBe(loaderData);
  });

  it("gives a worker back the same object on every render it was sent once", () => {
    const content = markShared({ heading: "HSA limits", years: [{ year: 2026, selfOnly: 4400 }] });
    const known = new Map<number, object>();
    const rendered = [1, 2].map((round) => {
      const found = new Map<number, object>();
      const packed = sentToWorker(packShared({ page: { content, round } }, found));
      if (round === 1) for (const [id, value] of sentToWorker([...found])) known.set(id, value);
      return unpackShared(packed, known) as { page: { content: typeof content; round: number } };
    });
    expect(rendered[0]!.page.content).toEqual(content);
    expect(rendered[1]!.page.content).toBe(rendered[0]!.page.content);
    expect(rendered[1]!.page.round).toBe(2);
  });

  it("sends a part of a marked document by number too", () => {
    const home = markShared({ hero: { title: "HSA experts" }, testimonials: [{ quote: "Clear advice." }] });
    const found = new Map<number, object>();
    packShared({ home: { testimonials: home.testimonials } }, found);
    expect([...found.values()]).toEqual([home.testimonials]);
  });

  it("carries dates, sets and unmarked values as they are", () => {
    const loaderData = { published: new Date(Date.UTC(2026, 0, 1)), tags: new Set(["hsa"]), list: [1, "two", null], nothing: undefined };
    const found = new Map<number, object>();
    expect(packShared(loaderData, found)).toBe(loaderData);
    expect(found.size).toBe(0);
    expect(unpackShared(sentToWorker(loaderData), new Map())).toEqual(loaderData);
  });

  it("refuses a reference to a value the worker was never sent", () => {
    const found = new Map<number, object>();
    const packed = packShared({ footer: markShared({ text: "x" }) }, found);
    expect(() => unpackShared(sentToWorker(packed), new Map())).toThrow(/never sent/);
  });

  it("keeps one record per thread for every copy of the module: the server's bundle packs what the app's build marked", async () => {
    vi.resetModules();
    const serverCopy = await import("~/lib/render/shared-values");
    vi.resetModules();
    const appCopy = await import("~/lib/render/shared-values");
    expect(appCopy.packShared).not.toBe(serverCopy.packShared);
    const content = appCopy.markShared({ heading: "HSA limits" });
    const found = new Map<number, object>();
    const packed = serverCopy.packShared({ page: { content } }, found) as { page: { content: Record<string, number> } };
    expect([...found.values()]).toEqual([content]);
    expect(packed.page.content[SHARED_REF]).toBe(appCopy.sharedValueId(content));
  });

  it("tells a render worker's renderer which values it received are shared, by their number", () => {
    const content = markShared({ heading: "HSA limits" });
    const found = new Map<number, object>();
    const packed = sentToWorker(packShared({ content, round: { n: 1 } }, found));
    const known = new Map(sentToWorker([...found]));
    const unpacked = unpackShared(packed, known) as { content: object; round: object };
    expect(unpacked.content).not.toBe(content);
    expect(sharedValueId(unpacked.content)).toBe(sharedValueId(content));
    expect(sharedValueId(unpacked.round)).toBeUndefined();
  });
});
