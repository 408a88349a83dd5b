import { stringify } from "csv-stringify/sync";

/**
 * What a spreadsheet runs as a formula when a cell begins with it, after any spaces (OWASP "CSV
 * Injection"): =, +, -, @, their full-width forms, a tab or a line break.
 */
const FORMULA_START = "=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20\\t\\r\\n";
/**
 * Where a spreadsheet may begin a cell inside a field: the start, and after any separator a locale
 * or an import dialog may use (comma, semicolon, tab, pipe), a line end or a quote (which a reader
 * may take as the cell's own quoting), since one that splits on another separator than ours, or
 * reads quotes otherwise, starts a cell there.
 */
const CELL_START = new RegExp(`(?<=^|[,;\\t|\\r\\n"])(?=[ \\u3000]*[${FORMULA_START}])`, "g");

/** A text with an apostrophe before every place a spreadsheet could read as the start of a formula. */
export function neutraliseFormulas(text: string): string {
  return text.replace(CELL_START, "'");
}

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Rows (the first one the header) as a CSV file (RFC 4180, CRLF), the one way every export of the
 * site writes one: every text field quoted and its formulas neutralised wherever a cell could
 * begin, whatever separator the spreadsheet opening it splits on; numbers as they are; a number
 * that is not finite and an absent value empty.
 */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((row) => row.map((value) => (typeof value === "number" && !Number.isFinite(value) ? null : value))),
    { quoted_string: true, record_delimiter: "windows", cast: { string: neutraliseFormulas, boolean: (value) => (value ? "true" : "false") } },
  );
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8. */
export const CSV_UTF8_BOM = "\uFEFF";
