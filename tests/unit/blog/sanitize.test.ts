import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/services/blog";

describe("sanitizeHtml", () => {
  it("keeps ordinary post markup", async () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong> and <a href="https://www.irs.gov/">a link</a>.</p><ul><li>one</li></ul><table><tbody><tr><th>H</th><td>D</td></tr></tbody></table>';
    expect(await sanitizeHtml(html)).toBe(html);
  });
  it("removes script elements and on* attributes", async () => {
    const clean = await sanitizeHtml('<p onclick="alert(1)">hi</p><script>alert(1)</script><img src="x.jpg" onerror="alert(1)">');
    expect(clean).not.toMatch(/script|onclick|onerror|alert/i);
    expect(clean).toContain("<p>hi</p>");
  });
  it("removes iframes, forms, styles, SVG and MathML", async () => {
    const clean = await sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><style>body{}</style><svg><script>alert(1)</script></svg><math><mtext><img src=x onerror=alert(1)></mtext></math><p style="color:red">x</p>',
    );
    expect(clean).not.toMatch(/iframe|form|input|style|svg|math|onerror|alert/i);
  });
  it("turns javascript: and vbscript: links into #", async () => {
    expect(await sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
    expect(await sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a href="#">x</a>');
    expect(await sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
    expect(await sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a href="#">x</a>');
  });
  it("makes new-tab links safe", async () => {
    expect(await sanitizeHtml('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it("survives broken markup", async () => {
    const clean = await sanitizeHtml('<p><b>unclosed <a href="javascript:alert(1)">x<img src=x onerror=alert(1)//');
    expect(clean).not.toMatch(/onerror|javascript/i);
  });
});
