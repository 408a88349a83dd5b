import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/lib/core/csv";

describe("CSV cells", () => {
  it("turns text a spreadsheet would run into plain text", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "  =cmd|' /C calc'!A0", "\t=1", "\r=1", "\uFF1D1+1", "\uFF0B1", "\uFF20x"]) {
      expect(csvCell(formula)).toBe(`"'${formula.replaceAll('"', '""')}"`);
    }
  });
  it("quotes every text cell, doubling quotes, and keeps numbers and empty values plain", () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(
      toCsv([
        ["a", 1],
        ["b", null],
      ]),
    ).toBe('"a",1\r\n"b",\r\n');
  });
});
