import { describe, expect, it } from "vitest";
import { readableText } from "~/services/blog/readable-text.server";

describe("a post body as readable text", () => {
  it("puts blocks on lines of their own, bullets list items, keeps link addresses and image descriptions, and shows no markup", () => {
    const html =
      '<h2>Limits&nbsp;for 2026</h2><p>The <strong>self-only</strong> limit is <a href="/irs-rules">in the rules</a>.</p><ul><li>One</li><li>Two</li></ul><p><img src="/media/x/640.webp" alt="A chart"></p><table><tbody><tr><th>Year</th><td>2026</td></tr></tbody></table>';
    const text = readableText(html);
    expect(text).toBe("Limits for 2026\n\nThe self-only limit is in the rules (/irs-rules).\n\n• One\n\n• Two\n\n[image: A chart]\n\nYear  2026");
    expect(text).not.toMatch(/<|&[a-z]+;/);
  });

  it("keeps a plain text body as it is", () => {
    expect(readableText("Just words")).toBe("Just words");
    expect(readableText("")).toBe("");
  });
});
