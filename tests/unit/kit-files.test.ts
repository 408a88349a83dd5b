import { describe, expect, it } from "vitest";
import { kitFiles } from "../../scripts/lib/kit-files";

// The admin's shared modules grouped by the hydrating entries using them (decision 095).
// `reaches[i]`: the modules entry i imports.
const reach = (...ids: string[]) => new Set(ids);
const large = () => 10_000;
const filesOf = (files: Map<string, string>, ...ids: string[]) => new Set(ids.map((id) => files.get(id)));

describe("the kit's files", () => {
  it("puts modules exactly the same entries use together, and other sets of entries apart", () => {
    const reaches = [reach("a", "b", "c"), reach("a", "b", "c"), reach("c", "d"), reach("d")];
    const files = kitFiles({ reaches, modules: ["a", "b", "c", "d"], bytesOf: large });
    expect(files.get("a")).toBe(files.get("b"));
    expect(files.get("c")).not.toBe(files.get("a"));
    expect(files.get("d")).not.toBe(files.get("c"));
  });

  it("leaves out what no hydrating entry imports: a module only the public pages use is in no admin file", () => {
    const files = kitFiles({ reaches: [reach("a")], modules: ["a", "public-only-icon"], bytesOf: large });
    expect(files.has("public-only-icon")).toBe(false);
    expect(files.has("a")).toBe(true);
  });

  it("joins a page's files while it has too many, choosing the join that adds the fewest bytes to any page", () => {
    // Page 0 uses x, y and z (three files, allowed two). Page 1 uses y and z; page 2 uses x.
    // Joining y and z costs nothing (the same pages), x with either would add 10 KB to a page.
    const reaches = [reach("x", "y", "z"), reach("y", "z", "w"), reach("x")];
    const sizes: Record<string, number> = { x: 10_000, y: 9_000, z: 9_000, w: 10_000 };
    const files = kitFiles({ reaches, modules: ["x", "y", "z", "w"], bytesOf: (id) => sizes[id]!, pages: [[0], [1], [2]], maxFiles: 2 });
    expect(new Set([...files.values()]).size).toBeLessThan(4);
    expect(files.get("x")).not.toBe(files.get("y"));
    expect(filesOf(files, "x", "y", "z").size).toBeLessThanOrEqual(2);
  });

  it("joins two small files when no page takes more than a few hundred bytes it does not use", () => {
    const files = kitFiles({ reaches: [reach("icon-a", "icon-b"), reach("icon-a")], modules: ["icon-a", "icon-b"], bytesOf: () => 300 });
    expect(files.get("icon-a")).toBe(files.get("icon-b"));
  });

  it("stops joining small files once a page would load more than a few hundred bytes it does not use, all joins together", () => {
    // Page 0 uses a; pages 1 and 2 use a with b, and a with c. Joining a and b adds 300 bytes to page 0, and then
    // joining c 300 more: each join alone was cheap, together page 0 loaded 600 bytes for nothing (issue 43: pages
    // took a kilobyte and more this way).
    const files = kitFiles({ reaches: [reach("a"), reach("a", "b"), reach("a", "c")], modules: ["a", "b", "c"], bytesOf: () => 300 });
    expect(filesOf(files, "a", "b", "c").size).toBeGreaterThan(1);
  });

  it("keeps two large files apart when the pages have room for both", () => {
    const files = kitFiles({ reaches: [reach("chart", "table"), reach("chart")], modules: ["chart", "table"], bytesOf: large });
    expect(files.get("chart")).not.toBe(files.get("table"));
  });

  it("counts a page's layout with it: what the layout imports is loaded by the page under it too", () => {
    // Entry 0 is a tab's layout, entry 1 the list shown inside it; entries 2 and 3 other tabs.
    // Alone, the list uses two files (b, c) and the layout one (a): together the page loads three.
    const reaches = [reach("a"), reach("b", "c"), reach("a", "b"), reach("c", "a")];
    const files = kitFiles({ reaches, modules: ["a", "b", "c"], bytesOf: large, pages: [[0, 1], [2], [3]], maxFiles: 2 });
    expect(filesOf(files, "a", "b", "c").size).toBeLessThanOrEqual(2);
  });

  it("counts what a file imports: no page loads more files than allowed, on 300 made-up module graphs", () => {
    // A page taking a joined file takes what the other half imports too (the account page loaded 8
    // kit files when 7 were allowed). Modules import only later ones; an entry reaches what its
    // imports reach; the last entry is a lazily loaded part, not a page.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round++) {
      const modules = Array.from({ length: 6 + Math.floor(random() * 14) }, (_, index) => `m${index}`);
      const imports = new Map(modules.map((id, index) => [id, modules.slice(index + 1).filter(() => random() < 0.15)]));
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...imports.get(id)!);
        }
        return seen;
      };
      const reaches = Array.from({ length: 3 + Math.floor(random() * 6) }, () => closure(modules.filter(() => random() < 0.25)));
      const pages = reaches.slice(0, -1).map((_, index) => [index]);
      const maxFiles = 1 + Math.floor(random() * 3);
      const files = kitFiles({ reaches, modules, bytesOf: () => 100 + Math.floor(random() * 5_000), importsOf: (id) => imports.get(id)!, pages, maxFiles });
      for (const index of pages.map(([entry]) => entry!)) {
        // The browser loads each file holding a module the page uses, and each file those files' modules import from.
        const loaded = new Set<string>();
        const queue = [...reaches[index]!].flatMap((id) => (files.has(id) ? [files.get(id)!] : []));
        while (queue.length) {
          const file = queue.pop()!;
          if (loaded.has(file)) continue;
          loaded.add(file);
          for (const [id, holder] of files) if (holder === file) for (const next of imports.get(id)!) queue.push(files.get(next)!);
        }
        expect(loaded.size, `round ${round}, page ${index}`).toBeLessThanOrEqual(maxFiles);
      }
    }
  });

  it("names each file after its entries' names, not their order: the same code builds the same files from any checkout", () => {
    const reaches = [reach("a", "b"), reach("b")];
    const here = kitFiles({ reaches, modules: ["a", "b"], bytesOf: large, names: ["routes/x.tsx", "routes/y.tsx"] });
    const reversed = kitFiles({ reaches: [...reaches].reverse(), modules: ["a", "b"], bytesOf: large, names: ["routes/y.tsx", "routes/x.tsx"] });
    expect(reversed.get("a")).toBe(here.get("a"));
    expect(reversed.get("b")).toBe(here.get("b"));
  });
});
