import { describe, expect, it } from "vitest";
import { kitFiles } from "../../scripts/lib/client-chunks";

// The admin's shared modules grouped by the hydrating entries using them (decision 095).
// `reaches[i]`: the modules entry i imports.
const reach = (...ids: string[]) => new Set(ids);
const large = () => 10_000;

describe("the kit's files", () => {
  it("puts modules exactly the same entries use together, and other sets of entries apart", () => {
    const reaches = [reach("a", "b", "c"), reach("a", "b", "c"), reach("c", "d"), reach("d")];
    const files = kitFiles(reaches, ["a", "b", "c", "d"], large);
    expect(files.get("a")).toBe(files.get("b"));
    expect(files.get("c")).not.toBe(files.get("a"));
    expect(files.get("d")).not.toBe(files.get("c"));
  });

  it("leaves out what no hydrating entry imports: a module only the public pages use is in no admin file", () => {
    const files = kitFiles([reach("a")], ["a", "public-only-icon"], large);
    expect(files.has("public-only-icon")).toBe(false);
    expect(files.has("a")).toBe(true);
  });

  it("joins a page's files while it has too many, choosing the join that adds the fewest bytes to any page", () => {
    // Page 0 uses x, y and z (three files, allowed two). Page 1 uses y and z; page 2 uses x.
    // Joining y and z costs nothing (the same pages), x with either would add 10 KB to a page.
    const reaches = [reach("x", "y", "z"), reach("y", "z", "w"), reach("x")];
    const sizes: Record<string, number> = { x: 10_000, y: 9_000, z: 9_000, w: 10_000 };
    const files = kitFiles(reaches, ["x", "y", "z", "w"], (id) => sizes[id]!, [0, 1, 2], 2);
    expect(new Set([...files.values()]).size).toBeLessThan(4);
    expect(files.get("x")).not.toBe(files.get("y"));
    // y and z: page 0 loads y (with page 1) and z (with page 1) — at most two kit files for it.
    const pageZero = new Set(["x", "y", "z"].map((id) => files.get(id)));
    expect(pageZero.size).toBeLessThanOrEqual(2);
  });

  it("joins two small files when no page takes more than a few hundred bytes it does not use", () => {
    const reaches = [reach("icon-a", "icon-b"), reach("icon-a")];
    const files = kitFiles(reaches, ["icon-a", "icon-b"], () => 300);
    expect(files.get("icon-a")).toBe(files.get("icon-b"));
  });

  it("keeps two large files apart when the pages have room for both", () => {
    const reaches = [reach("chart", "table"), reach("chart")];
    const files = kitFiles(reaches, ["chart", "table"], large);
    expect(files.get("chart")).not.toBe(files.get("table"));
  });
});
