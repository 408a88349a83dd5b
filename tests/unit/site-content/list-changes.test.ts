import { describe, expect, it } from "vitest";
import { contentChanges } from "~/lib/site-content/content-diff";
import { list, specsOf, text } from "~/lib/site-content/fields";
import { alignListItems } from "~/lib/site-content/list-alignment";

const fields = specsOf({
  members: list("Team members", { name: text("Name"), title: text("Job title") }, { max: 10, itemLabel: "name", singular: "team member" }),
});
const member = (name: string, title = `${name}'s job`) => ({ name, title });
const team = (...members: { name: string; title: string }[]) => ({ members });

describe("a list's entries across two versions", () => {
  it("are paired by what names them: removed, added and moved entries read as that", () => {
    expect(alignListItems(["a", "b", "c"], ["b", "c"])).toEqual([
      { from: 0, to: null, moved: false },
      { from: 1, to: 0, moved: false },
      { from: 2, to: 1, moved: false },
    ]);
    expect(alignListItems(["a", "b"], ["a", "x", "b"])).toEqual([
      { from: 0, to: 0, moved: false },
      { from: null, to: 1, moved: false },
      { from: 1, to: 2, moved: false },
    ]);
    const moved = alignListItems(["a", "b", "c", "d"], ["d", "a", "b", "c"]);
    expect(moved).toEqual([
      { from: 3, to: 0, moved: true },
      { from: 0, to: 1, moved: false },
      { from: 1, to: 2, moved: false },
      { from: 2, to: 3, moved: false },
    ]);
  });

  it("pair an entry renamed where it stood with its old self", () => {
    expect(alignListItems(["a", "b", "c"], ["a", "B", "c"])).toEqual([
      { from: 0, to: 0, moved: false },
      { from: 1, to: 1, moved: false },
      { from: 2, to: 2, moved: false },
    ]);
  });

  it("describe removing the first member as that member's fields, not every later member changing", () => {
    const before = team(member("Margaret"), member("Daniel"), member("Rachel"));
    expect(contentChanges(fields, before, team(member("Daniel"), member("Rachel")))).toEqual([
      { path: "members.removed-0.name", label: "Team members › Margaret › Name", before: "Margaret", after: null },
      { path: "members.removed-0.title", label: "Team members › Margaret › Job title", before: "Margaret's job", after: null },
    ]);
  });

  it("describe a move as the entry's new position, and a rename as its name changing", () => {
    const before = team(member("Margaret"), member("Daniel"), member("Rachel"));
    expect(contentChanges(fields, before, team(member("Rachel"), member("Margaret"), member("Daniel")))).toEqual([
      { path: "members.0", label: "Team members › Rachel", before: "Position 3", after: "Position 1" },
    ]);
    expect(contentChanges(fields, before, team(member("Margaret"), member("Dan", "Daniel's job"), member("Rachel")))).toEqual([
      { path: "members.1.name", label: "Team members › Dan › Name", before: "Daniel", after: "Dan" },
    ]);
  });
});
