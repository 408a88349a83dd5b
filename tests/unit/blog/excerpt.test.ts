import { describe, expect, it } from "vitest";
import { htmlToText, makeExcerpt } from "~/lib/blog/excerpt";

describe("makeExcerpt", () => {
  it("keeps a short given excerpt", () => {
    expect(makeExcerpt("  Short summary. ", "<p>ignored</p>")).toBe("Short summary.");
  });
  it("generates an empty excerpt from the content without markup", () => {
    expect(makeExcerpt("", "<h2>Title</h2><p>Body &amp; more</p><script>x()</script>")).toBe("Title Body & more");
  });
  it("cuts long text to 147 characters plus an ellipsis", () => {
    const long = "word ".repeat(60);
    const result = makeExcerpt("", `<p>${long}</p>`);
    expect(result.length).toBeLessThanOrEqual(150);
    expect(result.endsWith("...")).toBe(true);
    expect(makeExcerpt("x".repeat(150), "")).toBe(`${"x".repeat(147)}...`);
    expect(makeExcerpt("y".repeat(200), "")).toBe(`${"y".repeat(147)}...`);
  });
  it("keeps a 150-character excerpt that already ends with an ellipsis", () => {
    const given = `${"z".repeat(147)}...`;
    expect(makeExcerpt(given, "")).toBe(given);
  });
});

describe("htmlToText", () => {
  it("drops tags and collapses whitespace", () => {
    expect(htmlToText("<p>a</p>\n<p>b&nbsp;c</p>")).toBe("a b c");
  });
});
