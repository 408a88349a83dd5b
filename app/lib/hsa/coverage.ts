/** HDHP coverage held on the first day of a month, as Form 8889's Line 3 Limitation Chart asks for it. */
export const COVERAGE_KINDS = ["none", "self-only", "family"] as const;
export type Coverage = (typeof COVERAGE_KINDS)[number];

export const COVERAGE_LABELS: Readonly<Record<Coverage, string>> = {
  none: "No HSA-eligible plan",
  "self-only": "Self-only HDHP",
  family: "Family HDHP",
};

export function isCoverage(value: string): value is Coverage {
  return (COVERAGE_KINDS as readonly string[]).includes(value);
}

/** A year's coverage in one word (for the analytics goal): "mixed" when it had both kinds. */
export const COVERAGE_SUMMARIES = ["none", "self-only", "family", "mixed"] as const;
export type CoverageSummary = (typeof COVERAGE_SUMMARIES)[number];

export function isCoverageSummary(value: unknown): value is CoverageSummary {
  return typeof value === "string" && (COVERAGE_SUMMARIES as readonly string[]).includes(value);
}

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "January" for 1 ... "December" for 12. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** A month of the year, 1 (January) to 12 (December). */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export const MONTHS: readonly MonthNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The coverage of each month from the coverage on January 1 and later changes (each from the first of its month), January first. */
export function coverageByMonth(january: Coverage, changes: readonly { fromMonth: number; coverage: Coverage }[]): Coverage[] {
  return MONTHS.map((month) => changes.filter((change) => change.fromMonth <= month).at(-1)?.coverage ?? january);
}

/** "January to March, June" for the months given (1-12), runs joined. */
export function describeMonths(months: readonly number[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    const first = monthName(sorted[index]!);
    runs.push(end === index ? first : `${first} to ${monthName(sorted[end]!)}`);
    index = end + 1;
  }
  return runs.join(", ");
}
