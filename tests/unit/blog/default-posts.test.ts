import { describe, expect, it } from "vitest";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { checkHtml } from "~/lib/blog/html-check";
import { sanitizeHtml } from "~/services/blog";
import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import { checkPostFigures } from "~/lib/hsa/post-figures-check";

describe("built-in sample posts", () => {
  it("are already clean: sanitizing changes nothing (the seed stores them without loading DOMPurify)", async () => {
    for (const post of DEFAULT_POSTS) expect(await sanitizeHtml(post.content), post.legacyId).toBe(post.content);
  });
  it("are well-formed HTML", () => {
    for (const post of DEFAULT_POSTS) expect(checkHtml(post.content), post.legacyId).toEqual([]);
  });
  it("pass the figures check: the compliance post states 2024's limits, not 2023's as the specification did (decision 044)", () => {
    for (const post of DEFAULT_POSTS) expect(checkPostFigures(post, BUILT_IN_FIGURES_YEARS, "2026-11-27"), post.legacyId).toEqual([]);
  });
  it("state the 2024 figures in the compliance post", () => {
    const compliance = DEFAULT_POSTS.find((post) => post.legacyId === "hsa-compliance-2024")!;
    expect(compliance.content).toMatch(/\$4,150 for individual/);
    expect(compliance.content).toMatch(/\$8,300 for family/);
    expect(compliance.content).toMatch(/\$1,000 catch-up contribution/);
    expect(compliance.content).toMatch(/aged 55 and older/);
    expect(compliance.content).toMatch(/20% penalty/);
  });
});
