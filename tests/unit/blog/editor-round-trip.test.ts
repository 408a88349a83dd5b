// @vitest-environment jsdom
import { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { editorExtensions } from "~/lib/blog/editor-extensions";
import { cleanPastedHtml, normalizeEditorHtml } from "~/lib/blog/editor-html";
import { htmlToText } from "~/lib/blog/excerpt";
import { extractNewsItems } from "~/services/blog";

/** What the editor saves for stored HTML it opened and did not change. */
function roundTrip(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  try {
    return normalizeEditorHtml(editor.getHTML());
  } finally {
    editor.destroy();
  }
}

function structure(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return {
    tables: doc.querySelectorAll("table").length,
    theads: doc.querySelectorAll("thead").length,
    headerCells: [...doc.querySelectorAll("th")].map((cell) => cell.textContent!.trim()),
    links: [...doc.querySelectorAll("a")].map((link) => [link.getAttribute("href"), link.getAttribute("target"), link.textContent!.trim()]),
    headings: [...doc.querySelectorAll("h2, h3")].map((heading) => heading.textContent!.trim()),
  };
}

describe("every built-in post through the editor", () => {
  for (const post of DEFAULT_POSTS) {
    it(`${post.legacyId}: keeps tables, header cells, links, headings, text and news items`, () => {
      const saved = roundTrip(post.content);
      expect(structure(saved)).toEqual(structure(post.content));
      expect(htmlToText(saved)).toBe(htmlToText(post.content));
      const before = extractNewsItems(post.content).items.map(({ headline, readMoreLink, section }) => ({ headline, readMoreLink, section }));
      const after = extractNewsItems(saved).items.map(({ headline, readMoreLink, section }) => ({ headline, readMoreLink, section }));
      expect(after).toEqual(before);
      // Opening and saving again changes nothing more.
      expect(roundTrip(saved)).toBe(saved);
      expect(saved).toMatchSnapshot();
    });
  }
});

describe("editor HTML", () => {
  it("puts a table's leading header row back into a thead", () => {
    const saved = roundTrip("<table><thead><tr><th>Limit</th><th>2024</th></tr></thead><tbody><tr><td>Self</td><td>$4,150</td></tr></tbody></table>");
    expect(saved).toContain("<thead><tr><th");
    expect(saved).not.toContain("colgroup");
    expect(structure(saved).headerCells).toEqual(["Limit", "2024"]);
  });
  it("keeps links without adding target=_blank", () => {
    expect(roundTrip('<p><a href="/contact">Contact us</a></p>')).toBe('<p><a href="/contact">Contact us</a></p>');
  });
  it("drops meta, style, head and script from pasted HTML", () => {
    const pasted =
      '<html><head><meta charset="utf-8"><style>p{color:red}</style><title>x</title></head><body><p>Kept</p><script>alert(1)</script></body></html>';
    expect(cleanPastedHtml(pasted)).toBe("<p>Kept</p>");
  });
});
