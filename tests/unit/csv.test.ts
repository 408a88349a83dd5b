import { describe, expect, it } from "vitest";
import { breakdownCsv } from "~/lib/analytics/breakdown-csv";
import { findBreakdown } from "~/lib/analytics/breakdowns";
import { csvDocument, neutraliseFormulas } from "~/lib/core/csv";
import { NAUGHTY_STRINGS } from "../support/naughty-strings";

const TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];
/** Visitor-supplied paths and referrers that become formulas in a spreadsheet splitting on another separator than the file's. */
const HOSTILE = [
  '/pricing;=HYPERLINK("http://evil.example","Click")',
  "/a;+cmd|' /C calc'!A0",
  "/b;-2+3",
  "/c;@SUM(1,2)",
  "/d\t=1+1",
  "/e|=1+1",
  "/f,=1+1",
  "/g\r=1+1",
  "/h\n=1+1",
  "=1+1",
  "+1",
  "-1",
  "@a",
  "\t=1",
  "\r=1",
  ";=1",
  "a;;=1",
  '"=1";=2',
];

/**
 * Every cell a spreadsheet could make of the file when it splits on `separator` and ignores quotes
 * altogether (the worst reading): what follows each separator or line end, leading quotes dropped.
 */
function cellsWhenSplitOn(csv: string, separator: string): string[] {
  return csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator).map((cell) => cell.replace(/^"+/, "")));
}

describe("CSV files a spreadsheet cannot run as formulas", () => {
  it("neutralises a formula wherever a cell could begin, whatever separator the spreadsheet splits on", () => {
    const csv = csvDocument([["Page", "Visitors"], ...[...HOSTILE, ...NAUGHTY_STRINGS].map((text, index) => [text, index])]);
    for (const separator of [",", ";", "\t", "|"]) {
      const dangerous = cellsWhenSplitOn(csv, separator).filter((cell) => TRIGGERS.includes(cell[0] ?? "") && !/^-?\d+(\.\d+)?$/.test(cell));
      expect(dangerous, `split on ${JSON.stringify(separator)}`).toEqual([]);
    }
  });

  it("quotes every text field, so a reader that honours quotes gets each value back with only the apostrophes added", () => {
    expect(
      csvDocument([
        ["/pricing;=1", 3, null],
        ['say "hi", a', 2.5, "plain"],
      ]),
    ).toBe('"/pricing;\'=1",3,\r\n"say ""hi"", a",2.5,"plain"\r\n');
    expect(neutraliseFormulas("/a;=b,-c\t@d\n+e")).toBe("/a;'=b,'-c\t'@d\n'+e");
    expect(neutraliseFormulas("/plain/path?x=1&y=-2")).toBe("/plain/path?x=1&y=-2");
  });

  it("writes the analytics breakdown through it: a visitor's path with semicolons is no formula in a semicolon locale", () => {
    const csv = breakdownCsv(findBreakdown("pages")!, [{ value: "/x;=cmd", label: "/x;=cmd", visitors: 1, secondary: 1, share: 100 }]);
    expect(cellsWhenSplitOn(csv, ";").filter((cell) => cell.startsWith("="))).toEqual([]);
    expect(csv).toContain('"/x;\'=cmd"');
  });
});

describe("CSV cells as the leads export writes them", () => {
  it("turns text a spreadsheet would run into plain text, also after spaces and in full-width forms", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "  =cmd|' /C calc'!A0", "\t=1", "\r=1", "\n=1", "\uFF1D1+1", "\uFF0B1", "\uFF20x"]) {
      expect(csvDocument([[formula]]).startsWith(`"'`), JSON.stringify(formula)).toBe(true);
    }
  });

  it("keeps numbers, booleans and empty values plain", () => {
    expect(csvDocument([["a", 1, true, null, undefined, Number.NaN, -3]])).toBe('"a",1,true,,,,-3\r\n');
  });
});
