import { describe, expect, it } from "vitest";
import { checkHtml, describeHtmlProblem } from "~/lib/blog/html-check";

describe("checkHtml", () => {
  it("accepts well-formed HTML with void elements, comments and self-closing tags", () => {
    expect(checkHtml('<p>Hi <a href="/x">there</a><br><img src="a.jpg" alt=""></p><!-- note --><hr/>')).toEqual([]);
  });
  it("reports a missing closing tag", () => {
    expect(checkHtml("<div><p>text</div>")).toEqual([{ kind: "missing-closing-tag", tag: "p" }]);
    expect(checkHtml("<ul><li>one</li>")).toEqual([{ kind: "missing-closing-tag", tag: "ul" }]);
  });
  it("reports a closing tag without an opening one", () => {
    expect(checkHtml("<p>text</p></span>")).toEqual([{ kind: "unexpected-closing-tag", tag: "span" }]);
  });
  it("reports an unclosed attribute value", () => {
    const problems = checkHtml('<a href="/x>link</a><p>after</p>');
    expect(problems[0]).toEqual({ kind: "unclosed-attribute", tag: "a" });
  });
  it("reports an unclosed attribute value that runs to the end", () => {
    expect(checkHtml('<img src="broken')).toEqual([{ kind: "unclosed-attribute", tag: "img" }]);
  });
  it("reports a tag cut off before its >", () => {
    expect(checkHtml("<p>one<p")).toContainEqual({ kind: "unclosed-tag", tag: "p" });
  });
  it("describes problems in words", () => {
    expect(describeHtmlProblem({ kind: "missing-closing-tag", tag: "p" })).toBe("<p> is never closed");
  });
});
