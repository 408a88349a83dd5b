import { csvDocument } from "../core/csv";
import { type Breakdown, type BreakdownRow, SECONDARY_LABEL } from "./breakdowns";

/**
 * The breakdown's rows as CSV, with the same columns and figures as the list on screen. Page paths,
 * referrers and campaigns come from visitors' browsers: csvDocument neutralises their formulas.
 */
export function breakdownCsv(breakdown: Breakdown, rows: readonly BreakdownRow[]): string {
  const header = [breakdown.column, "Visitors", SECONDARY_LABEL[breakdown.secondary], "Share of visitors (%)"];
  return csvDocument([header, ...rows.map((row) => [row.label, row.visitors, row.secondary, row.share])]);
}

/** A file name such as "analytics-pages-2030-03-04-to-2030-03-10.csv". */
export function breakdownFileName(breakdown: Breakdown, from: string, to: string): string {
  return `analytics-${breakdown.key}-${from}-to-${to}.csv`;
}
