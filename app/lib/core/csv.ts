/**
 * CSV for spreadsheets, safe against formula injection: a cell whose text a spreadsheet would run
 * as a formula (it starts, after any spaces, with =, +, -, @, their full-width forms, a tab or a
 * line break) gets a leading apostrophe, so it shows as text (OWASP "CSV Injection"). Every text
 * cell is quoted, so commas, quotes and line breaks inside a value stay in that cell.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows (the first one the header) as a CSV document with CRLF line ends, as RFC 4180 writes it. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8. */
export const CSV_UTF8_BOM = "\uFEFF";
