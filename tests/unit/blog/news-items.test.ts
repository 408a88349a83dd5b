import { describe, expect, it } from "vitest";
import { groupNewsItems } from "~/lib/blog/news-groups";
import { extractNewsItems } from "~/services/blog";

describe("extractNewsItems", () => {
  const html = `<p>Intro</p>
<h2>News from Washington</h2>
<table><tbody>
<tr><th>Bill advances</th><td><p>Committee vote.</p><a href="https://example.com/bill">Read more</a></td></tr>
<tr><th>Two headers</th><th>no data</th></tr>
<tr><td>only data</td><td>cells</td></tr>
<tr><th>Bill advances</th><td>Duplicate headline is skipped</td></tr>
</tbody></table>
<h3>Industry Updates</h3>
<table><tr><th>Assets grow</th><td>Record year.</td></tr></table>`;

  it("turns each row with one header and one data cell into an item", () => {
    const { items } = extractNewsItems(html);
    expect(items.map((item) => item.headline)).toEqual(["Bill advances", "Assets grow"]);
    expect(items[0]!.content).toBe("<p>Committee vote.</p>");
    expect(items[1]!.content).toBe("Record year.");
  });
  it("takes the section from the element just before the table", () => {
    const { items } = extractNewsItems(html);
    expect(items.map((item) => item.section)).toEqual(["News from Washington", "Industry Updates"]);
  });
  it("moves a Read more link to the item's link", () => {
    expect(extractNewsItems(html).items[0]!.readMoreLink).toBe("https://example.com/bill");
  });
  it("removes the tables only when an item was found", () => {
    const { remainingContent } = extractNewsItems(html);
    expect(remainingContent).not.toContain("<table");
    expect(remainingContent).toContain("<p>Intro</p>");
    const noItems = "<p>x</p><table><tr><td>a</td><td>b</td></tr></table>";
    expect(extractNewsItems(noItems)).toEqual({ items: [], remainingContent: noItems });
  });
  it("uses the default section when nothing precedes the table", () => {
    expect(extractNewsItems("<table><tr><th>H</th><td>C</td></tr></table>").items[0]!.section).toBe("News from Washington");
  });
});

describe("groupNewsItems", () => {
  it("groups by section in order of first appearance", () => {
    const item = (headline: string, section: string) => ({ headline, section, content: "", readMoreLink: null });
    const groups = groupNewsItems([item("a", "One"), item("b", "Two"), item("c", "One")]);
    expect(groups.map((group) => [group.section, group.items.map((entry) => entry.headline)])).toEqual([
      ["One", ["a", "c"]],
      ["Two", ["b"]],
    ]);
  });
});
