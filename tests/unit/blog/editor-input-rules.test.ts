import { describe, expect, it } from "vitest";
import { autosaveToOffer, parseLocalCopy, sameValues } from "~/lib/blog/autosave";
import { postInputSchema } from "~/lib/blog/post-input";
import { newPostFormValues, type PostFormValues } from "~/lib/blog/post-form-values";
import { CONTENT_MAX } from "~/lib/blog/rules";
import { SLUG_MESSAGES } from "~/lib/blog/slug";
import { fieldErrors } from "~/lib/core/field-errors";

const valid = { title: "A title", content: "<p>Body</p>", category: "Savings" };

function errorsOf(input: Record<string, unknown>) {
  const parsed = postInputSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("the editor's bad input, refused at its field", () => {
  it("refuses an impossible date such as 2025-02-30", () => {
    expect(errorsOf({ date: "2025-02-30" }).date).toBe("Date must be a valid date (yyyy-mm-dd)");
    expect(errorsOf({ date: "2024-02-29" })).toEqual({});
  });

  it("refuses over-long fields with their limit in the message", () => {
    expect(errorsOf({ title: "x".repeat(201) }).title).toBe("Title can be at most 200 characters");
    expect(errorsOf({ content: `<p>${"x".repeat(CONTENT_MAX)}</p>` }).content).toBe("Content can be at most 500,000 characters");
    expect(errorsOf({ excerpt: "x".repeat(1001) }).excerpt).toBe("Excerpt can be at most 1000 characters");
    expect(errorsOf({ metaTitle: "x".repeat(121) }).metaTitle).toBe("Meta title can be at most 120 characters");
    expect(errorsOf({ metaDescription: "x".repeat(301) }).metaDescription).toBe("Meta description can be at most 300 characters");
    expect(errorsOf({ slug: "a".repeat(101) }).slug).toBe(SLUG_MESSAGES.tooLong);
  });

  it("takes a slug of lower-case words and dashes, lower-cases capitals, and refuses anything else", () => {
    expect(postInputSchema.parse({ ...valid, slug: " HSA-Limits-2026 " }).slug).toBe("hsa-limits-2026");
    expect(postInputSchema.parse({ ...valid, slug: "" }).slug).toBeUndefined();
    for (const bad of ["two  words", "-leading", "double--dash", "trailing-", "emoji-😀", "../etc", "<script>"]) {
      expect(errorsOf({ slug: bad }).slug, bad).toBe(SLUG_MESSAGES.invalid);
    }
  });

  it("stores empty search fields as 'use the title and excerpt'", () => {
    const parsed = postInputSchema.parse({ ...valid, metaTitle: "  ", metaDescription: "" });
    expect(parsed).toMatchObject({ metaTitle: null, metaDescription: null, noindex: false });
  });

  it("drops a tag of spaces instead of storing it", () => {
    expect(postInputSchema.parse({ ...valid, tags: ["   ", "Savings"] }).tags).toEqual(["Savings"]);
  });
});

const values = (title: string): PostFormValues => ({ ...newPostFormValues("2026-11-23"), category: "Savings", title });

describe("offering unsaved work back", () => {
  const initial = values("Stored");
  const server = { values: values("From the server"), savedAt: "2026-11-23T10:00:00.000Z", baseVersion: 3 };
  const local = { values: values("From this browser"), savedAt: "2026-11-23T10:05:00.000Z", baseVersion: 3 };

  it("offers the newer of the server's autosave and this browser's copy", () => {
    expect(autosaveToOffer(initial, server, local)).toBe(local);
    expect(autosaveToOffer(initial, { ...server, savedAt: "2026-11-23T11:00:00.000Z" }, local)?.values.title).toBe("From the server");
    expect(autosaveToOffer(initial, null, null)).toBeNull();
  });

  it("offers nothing that equals what the form already shows, whatever the key order", () => {
    const reordered = Object.fromEntries(Object.entries(initial).reverse()) as PostFormValues;
    expect(sameValues(initial, reordered)).toBe(true);
    expect(autosaveToOffer(initial, { ...server, values: reordered }, null)).toBeNull();
  });

  it("ignores a browser copy that is not one", () => {
    expect(parseLocalCopy(null)).toBeNull();
    expect(parseLocalCopy("{not json")).toBeNull();
    expect(parseLocalCopy(JSON.stringify({ values: { title: 1 }, savedAt: "2026-11-23T10:00:00Z" }))).toBeNull();
    expect(parseLocalCopy(JSON.stringify(local))).toEqual(local);
  });
});
