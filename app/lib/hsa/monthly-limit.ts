import { type Cents, formatCents, fractionOf } from "./cents";
import type { LimitFigures } from "./calculator-facts";
import { describeMonths } from "./coverage";
import type { MonthRow } from "./eligible-months";
import { type Explained, monthsText } from "./explained";
import { RULE_SOURCES } from "./rule-sources";

export type ProratedLimit = {
  /** The sum of the chart's monthly entries (annual amounts of the eligible months), before dividing by 12. */
  readonly chartTotal: Cents;
  /** The months' limit (chart total / 12) before a spouse's share is taken out. */
  readonly beforeSplit: Cents;
  /** Of the chart total, what comes from family months shared with an eligible spouse. */
  readonly sharedChartTotal: Cents;
  /** The visitor's prorated limit without the catch-up, after the spouses' split. */
  readonly yours: Cents;
  readonly explained: Explained;
};

const COVERAGE_WORDS = { "self-only": "self-only", family: "family" } as const;

function coverageRuns(rows: readonly MonthRow[], figures: LimitFigures): string[] {
  return (["self-only", "family"] as const).flatMap((kind) => {
    const months = rows.filter((row) => row.countsAs === kind).map((row) => row.month);
    if (!months.length) return [];
    const annual = kind === "family" ? figures.contributionLimit.family : figures.contributionLimit.selfOnly;
    return [`${monthsText(months.length)} of ${COVERAGE_WORDS[kind]} coverage (${describeMonths(months)}) at ${formatCents(annual * 100)} a year`];
  });
}

/**
 * The limit as the sum of monthly limits: each month counts 1/12 of the annual limit for the
 * coverage held on its first day, nothing for a month without eligible coverage or with Medicare
 * (Form 8889's Line 3 Limitation Chart: the months' amounts added, then divided by 12).
 * `yourShare` is the visitor's fraction (percent) of months shared with an eligible spouse.
 */
export function proratedLimit(rows: readonly MonthRow[], figures: LimitFigures, yourSharePercent: number): ProratedLimit {
  const chartTotal = rows.reduce((sum, row) => sum + row.annualLimit, 0);
  const sharedChartTotal = rows.filter((row) => row.sharedWithSpouse).reduce((sum, row) => sum + row.annualLimit, 0);
  const beforeSplit = fractionOf(chartTotal, 1, 12);
  const yours = fractionOf((chartTotal - sharedChartTotal) * 100 + sharedChartTotal * yourSharePercent, 1, 1200);
  const eligible = rows.filter((row) => row.eligible);
  const label = "Limit for your months of coverage";
  if (!eligible.length) {
    return {
      chartTotal,
      beforeSplit,
      sharedChartTotal,
      yours,
      explained: {
        label,
        amount: 0,
        sentence: `You had no month in ${figures.year} that began with HSA-eligible coverage and without Medicare, so the limit is $0.`,
        source: RULE_SOURCES.monthlyLimit,
      },
    };
  }
  const runs = coverageRuns(rows, figures);
  const notEligible = rows.filter((row) => !row.eligible);
  const zeroMonths = notEligible.length
    ? ` The other ${monthsText(notEligible.length)} (${describeMonths(notEligible.map((row) => row.month))}) count $0.`
    : "";
  const sentence =
    eligible.length === 12 && runs.length === 1
      ? `Each month counts with the coverage you had on its first day. You had ${runs[0]!.replace(/ \(.*\)/, "")}, so your limit is the full ${formatCents(beforeSplit)}.`
      : `Each month counts with the coverage you had on its first day: ${runs.join(" and ")}. Adding the months' yearly amounts (${formatCents(chartTotal)}) and dividing by 12 gives ${formatCents(beforeSplit)}.${zeroMonths}`;
  return { chartTotal, beforeSplit, sharedChartTotal, yours, explained: { label, amount: beforeSplit, sentence, source: RULE_SOURCES.monthlyLimit } };
}
