import { describe, expect, it } from "vitest";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { checkHtml } from "~/lib/blog/html-check";
import { sanitizeHtml } from "~/services/blog";

describe("built-in sample posts", () => {
  it("are already clean: sanitizing changes nothing (the seed stores them without loading DOMPurify)", async () => {
    for (const post of DEFAULT_POSTS) expect(await sanitizeHtml(post.content), post.legacyId).toBe(post.content);
  });
  it("are well-formed HTML", () => {
    for (const post of DEFAULT_POSTS) expect(checkHtml(post.content), post.legacyId).toEqual([]);
  });
  it("state the 2024 sample figures in the compliance post", () => {
    const compliance = DEFAULT_POSTS.find((post) => post.legacyId === "hsa-compliance-2024")!;
    expect(compliance.content).toMatch(/\$3,850 for individual/);
    expect(compliance.content).toMatch(/\$7,750 for family/);
    expect(compliance.content).toMatch(/\$1,000 catch-up contribution/);
    expect(compliance.content).toMatch(/aged 55 and older/);
    expect(compliance.content).toMatch(/20% penalty/);
  });
});
