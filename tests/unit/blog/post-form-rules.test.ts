import { describe, expect, it } from "vitest";
import { CURATED_IMAGES, defaultImageFor, imageGroupFor, isCuratedImage } from "~/lib/blog/curated-images";
import { postInputSchema } from "~/lib/blog/post-input";
import { addTag, TAG_MESSAGES } from "~/lib/blog/tag-entry";
import { fieldErrors } from "~/lib/core/field-errors";

function errorsOf(input: Record<string, unknown>) {
  const parsed = postInputSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("adding a tag", () => {
  it("adds a trimmed tag with inner spaces collapsed", () => {
    expect(addTag(["HSA"], "  Contribution   Limits ")).toEqual({ ok: true, tags: ["HSA", "Contribution Limits"] });
  });
  it("refuses an empty tag or one of spaces", () => {
    expect(addTag([], "")).toEqual({ ok: false, error: TAG_MESSAGES.empty });
    expect(addTag([], "    ")).toEqual({ ok: false, error: TAG_MESSAGES.empty });
  });
  it("refuses a duplicate, ignoring case", () => {
    expect(addTag(["Savings"], "savings ")).toEqual({ ok: false, error: TAG_MESSAGES.duplicate });
  });
  it("refuses a 21st tag", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    expect(addTag(twenty, "one more")).toEqual({ ok: false, error: TAG_MESSAGES.tooMany });
  });
});

describe("saving a post: the spec's messages", () => {
  const valid = { title: "A title", content: "<p>Body</p>", category: "Savings" };
  it("requires title, content and category", () => {
    expect(errorsOf({ ...valid, title: "   " })).toEqual({ title: "Title is required" });
    expect(errorsOf({ ...valid, content: "  " })).toEqual({ content: "Content is required" });
    expect(errorsOf({ ...valid, category: "" })).toEqual({ category: "Category is required" });
    expect(errorsOf({ title: "", content: "", category: "" })).toEqual({
      title: "Title is required",
      content: "Content is required",
      category: "Category is required",
    });
  });
  it("refuses an impossible date and an over-long title at their fields", () => {
    expect(errorsOf({ ...valid, date: "2025-02-30" })).toEqual({ date: "Date must be a valid date (yyyy-mm-dd)" });
    expect(errorsOf({ ...valid, title: "t".repeat(201) })).toEqual({ title: "Title can be at most 200 characters" });
  });
  it("refuses script links as the image", () => {
    expect(errorsOf({ ...valid, image: "javascript:alert(1)" })).toEqual({ image: "Use a site path starting with / or an http(s) address" });
  });
  it("stores tags without empty ones or duplicates", () => {
    const parsed = postInputSchema.parse({ ...valid, tags: ["A", " ", "a", "B"] });
    expect(parsed.tags).toEqual(["A", "B"]);
  });
});

describe("featured images", () => {
  it("offers the newsletter images to newsletters and the blog images to every other type", () => {
    expect(imageGroupFor("newsletter")).toBe("newsletter");
    for (const type of ["news", "certification", "webinar", "interview", null] as const) expect(imageGroupFor(type)).toBe("blog");
  });
  it("has a default per type that is itself curated", () => {
    expect(defaultImageFor("newsletter")).toBe(CURATED_IMAGES.newsletter[0]!.src);
    expect(isCuratedImage(defaultImageFor("news"))).toBe(true);
    expect(isCuratedImage("https://elsewhere.example/x.jpg")).toBe(false);
  });
});
