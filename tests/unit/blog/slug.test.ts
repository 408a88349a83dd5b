import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "~/lib/core/slug";

describe("slugify", () => {
  it("lower-cases and joins words with single dashes", () => {
    expect(slugify("Navigating HSA Compliance in 2024")).toBe("navigating-hsa-compliance-in-2024");
  });
  it("keeps only letters and digits", () => {
    expect(slugify("  Telehealth & HSAs: What's next?!  ")).toBe("telehealth-hsas-what-s-next");
    expect(slugify("Café résumé -- 2025")).toBe("cafe-resume-2025");
  });
  it("never returns an empty slug", () => {
    expect(slugify("!!!")).toBe("post");
    expect(slugify("")).toBe("post");
  });
});

describe("uniqueSlug", () => {
  it("returns the base when free, then -2, -3, ...", () => {
    const taken = new Set<string>();
    const next = () => {
      const slug = uniqueSlug("weekly-news", (candidate) => taken.has(candidate));
      taken.add(slug);
      return slug;
    };
    expect([next(), next(), next()]).toEqual(["weekly-news", "weekly-news-2", "weekly-news-3"]);
  });
  it("fills the first gap", () => {
    const taken = new Set(["a", "a-2", "a-4"]);
    expect(uniqueSlug("a", (candidate) => taken.has(candidate))).toBe("a-3");
  });
});
