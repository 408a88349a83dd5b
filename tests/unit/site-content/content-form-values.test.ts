import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { contentChanges } from "~/lib/site-content/content-diff";
import { defineContentType } from "~/lib/site-content/content-type";
import { group, list, richText, select, specsOf, text } from "~/lib/site-content/fields";
import { contentEditPath, contentPreviewPath } from "~/routes/admin/content/content-paths";
import {
  emptyItem,
  getAt,
  itemKey,
  itemTitle,
  moveItem,
  parseAmount,
  parseInteger,
  sameContent,
  setAt,
  withItemKeys,
} from "~/routes/admin/content/editor/document-values";
import { placeOf } from "~/routes/admin/content/editor/error-summary";

const YEARS = hsaFiguresContent.fields.years as Extract<(typeof hsaFiguresContent.fields)["years"], { kind: "list" }>;

describe("the content form's values", () => {
  it("sets a value deep in a document without touching anything else", () => {
    const before: { years: { year: number; limit?: { family: number } }[]; note: string } = {
      years: [{ year: 2026, limit: { family: 8750 } }, { year: 2027 }],
      note: "x",
    };
    const after = setAt(before, ["years", 0, "limit", "family"], 8800) as typeof before;
    expect(after.years[0]!.limit?.family).toBe(8800);
    expect(before.years[0]!.limit?.family).toBe(8750);
    expect(after.years[1]).toBe(before.years[1]);
    expect(getAt(after, ["years", 0, "limit", "family"])).toBe(8800);
    expect(getAt(after, ["years", 5, "limit"])).toBeUndefined();
  });

  it("keys list entries invisibly: the key survives edits and moves, and never reaches the JSON", () => {
    const keyed = withItemKeys(hsaFiguresContent.fields, hsaFiguresContent.documents[0]!.defaults);
    const years = keyed.years as Record<string, unknown>[];
    const key = itemKey(years[2]);
    expect(key).toMatch(/^item-/);
    expect(new Set(years.map(itemKey)).size).toBe(years.length);
    const edited = setAt(keyed, ["years", 2, "catchUp"], 1100) as { years: unknown[] };
    expect(itemKey(edited.years[2])).toBe(key);
    expect(itemKey(moveItem(edited.years, 2, 0)[0])).toBe(key);
    expect(JSON.parse(JSON.stringify(keyed))).toEqual(hsaFiguresContent.documents[0]!.defaults);
    expect(sameContent(keyed, hsaFiguresContent.documents[0]!.defaults)).toBe(true);
  });

  it("moves entries within bounds only", () => {
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });

  it("starts a new entry empty, with selects on their first option and groups filled in", () => {
    const entry = emptyItem(
      specsOf({
        name: text("Name"),
        kind: select("Kind", [{ value: "a", label: "A" }]),
        money: group("Money", { low: text("Low") }),
      }),
    );
    expect(JSON.parse(JSON.stringify(entry))).toEqual({ name: "", kind: "a", money: { low: "" } });
    expect(itemKey(entry)).toMatch(/^item-/);
  });

  it("reads amounts as typed, keeping what is not a number for the server to name", () => {
    expect(parseAmount("$4,400")).toBe(4400);
    expect(parseAmount(" 12.50 ")).toBe(12.5);
    expect(parseAmount("-3")).toBe(-3);
    expect(parseAmount("45OO")).toBe("45OO");
    expect(parseAmount("")).toBe("");
    expect(parseInteger("2028")).toBe(2028);
    expect(parseInteger("20.5")).toBe("20.5");
  });

  it("names list entries and error places in the form's words", () => {
    expect(itemTitle(YEARS, { year: 2028 }, 7)).toBe("Tax year 2028");
    expect(itemTitle(YEARS, { year: "" }, 7)).toBe("Tax year 8");
    const values = { years: [{ year: 2026 }, { year: 2028 }] };
    expect(placeOf(hsaFiguresContent.fields, values, "years.1.contributionLimit.family")).toBe(
      "Tax years › Tax year 2028 › HSA contribution limit › Family coverage",
    );
    expect(placeOf(hsaFiguresContent.fields, values, "years")).toBe("Tax years");
    expect(placeOf(hsaFiguresContent.fields, values, "form")).toBeNull();
  });

  it("puts a document id holding '/' in one path segment and reads it back", () => {
    const path = contentEditPath("service/gtm");
    expect(path).toBe("/svcs/admin-dashboard/content/service%2Fgtm/edit");
    expect(matchPath("/svcs/admin-dashboard/content/:documentId/edit", path)?.params.documentId).toBe("service/gtm");
    expect(contentPreviewPath("/resources/contribution-limits")).toBe("/svcs/preview/resources/contribution-limits");
  });
});

describe("the core's declarations", () => {
  it("keeps a type's review period (the content health reads it)", () => {
    const reviewed = defineContentType({
      id: "bills",
      label: "Bills",
      description: "d",
      group: "Resources",
      fields: { bills: list("Bills", { name: text("Name") }, { max: 5, itemLabel: "name", singular: "bill" }) },
      reviewEveryDays: 90,
      defaults: { bills: [] },
      pages: ["/hsa-legislation"],
    });
    expect(reviewed.reviewEveryDays).toBe(90);
  });

  it("shows rich text changes as words, never markup", () => {
    const fields = { body: richText("Body").spec };
    expect(contentChanges(fields, { body: "<p>Old <b>text</b></p>" }, { body: "<p>New &amp; text</p>" })).toEqual([
      { path: "body", label: "Body", before: "Old text", after: "New & text" },
    ]);
    expect(contentChanges(fields, { body: "<p>Same</p>" }, { body: "<p><em>Same</em></p>" })).toEqual([
      { path: "body", label: "Body", before: "Same", after: "Same (formatting changed)" },
    ]);
  });
});
