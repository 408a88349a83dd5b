import { describe, expect, it } from "vitest";
import { kitFiles } from "../../scripts/lib/client-chunks";

// The admin's shared icons and components grouped by the admin routes using them (decision 095).
// `reaches[i]`: the modules hydrating entry i imports.
const reach = (...ids: string[]) => new Set(ids);

describe("the kit's files", () => {
  it("puts modules the same routes use together, and sets of routes apart", () => {
    const reaches = [reach("a", "b", "c"), reach("a", "b", "c"), reach("c", "d"), reach("d")];
    const files = kitFiles(reaches, ["a", "b", "c", "d"], () => 10_000);
    expect(files.get("a")).toBe(files.get("b"));
    expect(files.get("c")).not.toBe(files.get("a"));
    expect(files.get("d")).not.toBe(files.get("c"));
  });

  it("leaves out what no hydrating entry imports: a module only the public pages use is in no admin file", () => {
    const files = kitFiles([reach("a")], ["a", "public-only-icon"], () => 100);
    expect(files.has("public-only-icon")).toBe(false);
    expect(files.has("a")).toBe(true);
  });

  it("joins a small set to the smallest set of routes around it, never to one some of its routes do not load", () => {
    // "small" is used by routes 0 and 1; "mid" by 0, 1 and 2; "all" by every route; "other" by 2 and 3.
    const reaches = [reach("small", "mid", "all"), reach("small", "mid", "all"), reach("mid", "all", "other"), reach("all", "other")];
    const files = kitFiles(reaches, ["small", "mid", "all", "other"], (id) => (id === "small" ? 100 : 10_000));
    expect(files.get("small")).toBe(files.get("mid"));
    expect(files.get("mid")).not.toBe(files.get("all"));
    // Routes 2 and 3 do not both use "mid"'s routes' set: "other" stays apart.
    expect(files.get("other")).not.toBe(files.get("mid"));
  });

  it("keeps a small set apart when no larger set holds all its routes", () => {
    const files = kitFiles([reach("x"), reach("y")], ["x", "y"], () => 100);
    expect(files.get("x")).not.toBe(files.get("y"));
  });
});
