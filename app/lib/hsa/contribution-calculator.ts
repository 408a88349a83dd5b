import type { Cents } from "./cents";
import { formatCents } from "./cents";
import type { CalculatorFacts, LimitFigures } from "./calculator-facts";
import { catchUp } from "./catch-up";
import { countContributions, excessNotice } from "./contributions";
import type { Coverage, CoverageSummary, MonthNumber } from "./coverage";
import { contributionDeadline, deadlineNotice } from "./deadline";
import { type MonthRow, monthRows } from "./eligible-months";
import type { Explained, Notice } from "./explained";
import { amountAtRisk, type AmountAtRisk, lastMonthRule, type LastMonthRule, testingPeriodNotice } from "./last-month-rule";
import { backdatedStart, medicareBackdatingNotice } from "./medicare";
import { proratedLimit } from "./monthly-limit";
import { RULE_SOURCES } from "./rule-sources";
import { spouseShare, yourSharePercent } from "./spouse-split";
import { type TaxSavings, taxSavings } from "./tax-savings";
import { formatLongDate } from "~/lib/core/dates";

export type CalculatorResult = {
  readonly year: number;
  readonly figures: LimitFigures;
  readonly months: readonly MonthRow[];
  /** The year's limit for the visitor: monthly limits, spouse's share, catch-up, last-month rule. */
  readonly limit: Cents;
  /** Every step to the limit, then the contributions counted against it, each explained. */
  readonly steps: readonly Explained[];
  readonly lastMonthRule: LastMonthRule;
  readonly atRisk: AmountAtRisk;
  readonly contributed: Cents;
  readonly roomLeft: Cents;
  readonly excess: Cents;
  readonly savings: TaxSavings;
  readonly notices: readonly Notice[];
  /** One sentence with the answer, for the page's live region. */
  readonly summary: string;
  readonly coverageSummary: CoverageSummary;
};

/** The label of the step that states the year's limit, the one the page shows strongest. */
export const limitStepLabel = (year: number) => `Your ${year} limit`;

function limitOnly(figures: LimitFigures, facts: CalculatorFacts) {
  const rows = monthRows(figures, facts);
  const share = yourSharePercent(facts);
  const months = proratedLimit(rows, figures, share);
  const extra = catchUp(rows, figures, facts, months, share);
  const rule = lastMonthRule(rows, figures, { prorated: months.yours + extra.prorated, yourSharePercent: share, fullCatchUp: extra.full });
  return { rows, share, months, extra, rule };
}

function summarize(rows: readonly MonthRow[]): CoverageSummary {
  const kinds = new Set(rows.filter((row) => row.eligible).map((row) => row.countsAs));
  if (!kinds.size) return "none";
  return kinds.size > 1 ? "mixed" : ([...kinds][0] as Exclude<Coverage, "none">);
}

function summarySentence(year: number, limit: Cents, count: { roomLeft: Cents; excess: Cents }, deadlinePassed: boolean): string {
  if (!limit) return `You cannot contribute to an HSA for ${year}: your limit is $0.`;
  if (count.excess) return `Your ${year} limit is ${formatCents(limit)}, and contributions are ${formatCents(count.excess)} over it.`;
  if (deadlinePassed) return `Your ${year} limit is ${formatCents(limit)}; the deadline for ${year} contributions has passed.`;
  return `Your ${year} limit is ${formatCents(limit)}; you can still contribute ${formatCents(count.roomLeft)} by ${formatLongDate(contributionDeadline(year))}.`;
}

/**
 * The HSA contribution limit for one tax year and what follows from it, every figure with the
 * sentence that explains it and the rule it applies (Publication 969, Form 8889). Pure: the same
 * facts and figures always give the same answer. `today` (yyyy-mm-dd) only decides whether the
 * year's deadline has passed.
 */
export function calculateContributions(figures: LimitFigures, facts: CalculatorFacts, today: string): CalculatorResult {
  const { rows, months, extra, rule } = limitOnly(figures, facts);
  const limit = rule.limit;
  const steps: Explained[] = [months.explained];
  const split = spouseShare(rows, facts, months.sharedChartTotal, months.yours);
  if (split) steps.push(split);
  steps.push(extra.explained);
  if (rule.explained) steps.push(rule.explained);
  steps.push({
    label: limitStepLabel(figures.year),
    amount: limit,
    sentence: rule.applies
      ? `With the last-month rule, your limit for ${figures.year} is ${formatCents(limit)}.`
      : `${split || extra.prorated ? "Together, your" : "Your"} limit for ${figures.year} is ${formatCents(limit)}.`,
    source: rule.applies ? RULE_SOURCES.lastMonthRule : RULE_SOURCES.monthlyLimit,
  });
  const count = countContributions(facts, limit, figures.year);
  steps.push(...count.explained);
  const atRisk = amountAtRisk(rule, count.total);

  const start = facts.medicareFromMonth === null ? null : backdatedStart(facts.medicareFromMonth);
  const limitIfBackdated =
    start === null ? null : start === "previous-year" ? 0 : limitOnly(figures, { ...facts, medicareFromMonth: start as MonthNumber }).rule.limit;
  const deadline = deadlineNotice(figures.year, today);
  const notices = [
    excessNotice(count),
    testingPeriodNotice(rule, atRisk, figures.year),
    medicareBackdatingNotice(facts, figures.year, limit, limitIfBackdated),
    deadline,
  ].filter((notice): notice is Notice => notice !== null);

  return {
    year: figures.year,
    figures,
    months: rows,
    limit,
    steps,
    lastMonthRule: rule,
    atRisk,
    contributed: count.total,
    roomLeft: count.roomLeft,
    excess: count.excess,
    savings: taxSavings(facts, limit, figures.year),
    notices,
    summary: summarySentence(figures.year, limit, count, deadline.passed),
    coverageSummary: summarize(rows),
  };
}
