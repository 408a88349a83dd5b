import { type Breakdown, type BreakdownRow, SECONDARY_LABEL } from "./breakdowns";

/**
 * A cell as CSV: quoted when needed, and text a spreadsheet would run as a formula (=, +, -, @)
 * prefixed with an apostrophe, since page paths and referrers come from visitors' browsers.
 */
function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The breakdown's rows as CSV, with the same columns and figures as the list on screen. */
export function breakdownCsv(breakdown: Breakdown, rows: readonly BreakdownRow[]): string {
  const header = [breakdown.column, "Visitors", SECONDARY_LABEL[breakdown.secondary], "Share of visitors (%)"];
  const lines = [header, ...rows.map((row) => [row.label, row.visitors, row.secondary, row.share])];
  return `${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** A file name such as "analytics-pages-2030-03-04-to-2030-03-10.csv". */
export function breakdownFileName(breakdown: Breakdown, from: string, to: string): string {
  return `analytics-${breakdown.key}-${from}-to-${to}.csv`;
}
