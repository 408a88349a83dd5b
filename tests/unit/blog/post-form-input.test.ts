import { describe, expect, it } from "vitest";
import { defaultImageFor } from "~/lib/blog/curated-images";
import { postFormInputSchema } from "~/lib/blog/post-form-input";
import { postInputSchema } from "~/lib/blog/post-input";
import { fieldErrors } from "~/lib/core/field-errors";

/** A form's values as parseForm hands them over: strings, tags as a list, unticked checkboxes absent. */
const sent = { title: "A title", content: "<p>Body</p>", category: "Savings", type: "news", image: "", date: "", slug: "", tags: [] as string[] };

describe("the post form read through the service's schema", () => {
  it("reads ticked checkboxes, tags as a list and an empty date as unset", () => {
    const read = postFormInputSchema.parse({ ...sent, featured: "on", tags: ["HSA", "hsa", " Savings "] });
    expect(read).toMatchObject({ featured: true, noindex: false, tags: ["HSA", "Savings"] });
    expect(read.date).toBeUndefined();
    expect(read.slug).toBeUndefined();
  });

  it("gives a post without a chosen image its type's default image", () => {
    expect(postFormInputSchema.parse(sent).image).toBe(defaultImageFor("news"));
    expect(postFormInputSchema.parse({ ...sent, type: "newsletter", image: "  " }).image).toBe(defaultImageFor("newsletter"));
    expect(postFormInputSchema.parse({ ...sent, image: "/images/blog/savings.jpg" }).image).toBe("/images/blog/savings.jpg");
  });

  it("answers the service's own messages, a missing field as an empty one", () => {
    const parsed = postFormInputSchema.safeParse({ type: "webinar", date: "tomorrow" });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      title: "Title is required",
      content: "Content is required",
      category: "Category is required",
      date: "Date must be a valid date (yyyy-mm-dd)",
    });
    const forged = postFormInputSchema.safeParse({ ...sent, type: "podcast" });
    expect(forged.success ? {} : fieldErrors(forged.error)).toEqual({ type: "Choose one of the post types" });
  });

  it("takes nothing the form does not have, and what it reads passes the service's schema unchanged", () => {
    const read = postFormInputSchema.parse({ ...sent, authorId: "8d5e2f4e-8f4b-4d8b-9a53-5b3f1f1e0c11", url: "https://example.com", noindex: "on" });
    expect(read).not.toHaveProperty("authorId");
    expect(read).not.toHaveProperty("url");
    expect(postInputSchema.parse(read)).toEqual({ ...read, url: "", readMoreLink: "", authorId: null });
  });
});
