import { describe, expect, it } from "vitest";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { contentChanges } from "~/lib/site-content/content-diff";
import { contentFieldErrors } from "~/lib/site-content/field-paths";
import { amount, image, integer, isSafeContentLink, link, list, optionalInteger, text, textarea } from "~/lib/site-content/fields";
import { objectSchema } from "~/lib/site-content/fields";

type Mutable<T> = { -readonly [Key in keyof T]: Mutable<T[Key]> };
const defaults = hsaFiguresContent.documents[0]!.defaults;
const withYear = (change: (years: Mutable<typeof defaults.years>) => void) => {
  const copy = structuredClone(defaults) as Mutable<typeof defaults>;
  change(copy.years);
  return copy;
};
const errorsOf = (data: unknown) => {
  const parsed = hsaFiguresContent.schema.safeParse(data);
  return parsed.success ? {} : contentFieldErrors(parsed.error);
};

describe("content fields", () => {
  it("refuse a negative, fractional or non-numeric amount at its path", () => {
    expect(errorsOf(withYear((years) => (years[6]!.contributionLimit.family = -1)))).toEqual({
      "years.6.contributionLimit.family": "Family coverage cannot be negative",
    });
    expect(errorsOf(withYear((years) => (years[6]!.catchUp = 10.5)))).toEqual({
      "years.6.catchUp": "Catch-up contribution, age 55 or older must be whole dollars",
    });
    expect(errorsOf(withYear((years) => ((years[0]!.contributionLimit as unknown as { selfOnly: string }).selfOnly = "4,400")))).toEqual({
      "years.0.contributionLimit.selfOnly": "Self-only coverage must be an amount in dollars, like 4400",
    });
  });

  it("refuse an effective date that overlaps or reverses another year's", () => {
    expect(errorsOf(withYear((years) => (years[6]!.effectiveDate = "2026-01-01")))).toMatchObject({
      "years.6.effectiveDate": "2027 cannot take effect on the same day as 2026",
    });
    expect(errorsOf(withYear((years) => (years[6]!.effectiveDate = "2025-06-01")))).toMatchObject({
      "years.6.effectiveDate": expect.stringContaining("2027 must take effect after"),
    });
    expect(errorsOf(withYear((years) => (years[6]!.year = 2026)))).toMatchObject({ "years.6.year": "2026 is already in the list" });
  });

  it("refuse a link that is neither https nor a site path", () => {
    for (const bad of ["http://irs.gov/x", "javascript:alert(1)", "//evil.example/x", "mailto:a@b.c", "irs.gov"]) expect(isSafeContentLink(bad)).toBe(false);
    for (const good of ["https://www.irs.gov/pub/irs-drop/rp-25-19.pdf", "/resources/contribution-limits"]) expect(isSafeContentLink(good)).toBe(true);
    expect(errorsOf(withYear((years) => (years[0]!.sourceUrl = "http://www.irs.gov/x")))).toEqual({
      "years.0.sourceUrl": "Source address must be an https:// address or a site path starting with /",
    });
    expect(link("Link", { required: false }).schema.safeParse("").success).toBe(true);
  });

  it("refuse empty required text, over-long text, control characters and unknown keys", () => {
    expect(text("Name").schema.safeParse("   ").error?.issues[0]?.message).toBe("Name is required");
    expect(text("Name", { max: 5 }).schema.safeParse("abcdef").error?.issues[0]?.message).toBe("Name can be at most 5 characters");
    expect(textarea("Bio").schema.safeParse("a\u0000b").error?.issues[0]?.message).toBe("Bio must not contain control characters (such as NUL)");
    expect(textarea("Bio").schema.parse("line one\r\nline two  ")).toBe("line one\nline two");
    expect(objectSchema({ name: text("Name") }).safeParse({ name: "x", extra: 1 }).success).toBe(false);
    expect(image("Photo").schema.safeParse('/media/x" onerror="y').success).toBe(false);
    expect(amount("Price", { cents: true }).schema.safeParse(12.5).success).toBe(true);
    expect(amount("Price", { cents: true }).schema.safeParse(12.505).success).toBe(false);
  });

  it("take an optional whole number as null when it is left empty or was never stored, and check it like any whole number when given", () => {
    const hours = optionalInteger("Hours", { min: 1, max: 1000 });
    expect(hours.spec).toMatchObject({ kind: "integer", required: false });
    expect(hours.schema.parse(20)).toBe(20);
    for (const empty of [null, "", "  "]) expect(hours.schema.parse(empty)).toBeNull();
    expect(objectSchema({ hours }).parse({})).toEqual({ hours: null });
    expect(hours.schema.safeParse(0).error?.issues[0]?.message).toBe("Hours must be from 1 to 1000");
    expect(hours.schema.safeParse(2.5).error?.issues[0]?.message).toBe("Hours must be a whole number");
    expect(hours.schema.safeParse("twenty").error?.issues[0]?.message).toBe("Hours must be a whole number");
    expect(integer("Seats", { min: 1, max: 40 }).spec).toMatchObject({ required: true });
    expect(integer("Seats", { min: 1, max: 40 }).schema.safeParse(null).success).toBe(false);
  });

  it("refuse a list over its limit", () => {
    const field = list("Members", { name: text("Name") }, { max: 2, itemLabel: "name", singular: "member" });
    expect(field.schema.safeParse([{ name: "a" }, { name: "b" }, { name: "c" }]).error?.issues[0]?.message).toBe("Members can have at most 2 entries");
  });

  it("describe what changed in the form's own words", () => {
    const after = withYear((years) => (years[6]!.contributionLimit.family = 9_100));
    expect(contentChanges(hsaFiguresContent.fields, defaults, after)).toEqual([
      { path: "years.6.contributionLimit.family", label: "Tax years › 2027 › HSA contribution limit › Family coverage", before: "$9,000", after: "$9,100" },
    ]);
  });
});
