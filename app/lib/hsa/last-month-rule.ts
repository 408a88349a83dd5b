import { type Cents, formatCents, fractionOf, percentOf } from "./cents";
import type { LimitFigures } from "./calculator-facts";
import type { Coverage } from "./coverage";
import type { MonthRow } from "./eligible-months";
import type { Explained, Notice } from "./explained";
import { RULE_SOURCES } from "./rule-sources";

/** What failing the testing period adds on top of the income tax (Form 8889, line 21). */
export const TESTING_PERIOD_ADDITIONAL_TAX_PERCENT = 10;

export type LastMonthRule = {
  /** Eligible on December 1, with the coverage the rule extends to the whole year ("none" when not eligible). */
  readonly decemberCoverage: Coverage;
  /** The whole year at December 1's coverage (your share), plus the whole catch-up when due. */
  readonly fullYear: Cents;
  /** The sum of monthly limits with the prorated catch-up. */
  readonly prorated: Cents;
  /** The rule gives more than the months do, so the testing period applies to the difference. */
  readonly applies: boolean;
  /** The larger of the two: the year's limit (Form 8889 line 3 takes the larger). */
  readonly limit: Cents;
  /** The testing period: December 1 of the year through December 31 of the next. */
  readonly testingPeriod: { readonly from: string; readonly until: string };
  readonly explained: Explained | null;
};

const COVERAGE_WORDS: Record<Coverage, string> = { none: "no", "self-only": "self-only", family: "family" };

/**
 * The last-month rule: eligible on December 1 means eligible for the whole year with December 1's
 * coverage (26 U.S.C. §223(b)(8)). Form 8889's line 3 takes the larger of that and the sum of
 * monthly limits, so earlier family coverage can still give more than a self-only December.
 */
export function lastMonthRule(
  rows: readonly MonthRow[],
  figures: LimitFigures,
  amounts: { prorated: Cents; yourSharePercent: number; fullCatchUp: Cents },
): LastMonthRule {
  const december = rows[11]!;
  const testingPeriod = { from: `${figures.year}-12-01`, until: `${figures.year + 1}-12-31` };
  if (!december.eligible) {
    return { decemberCoverage: "none", fullYear: 0, prorated: amounts.prorated, applies: false, limit: amounts.prorated, testingPeriod, explained: null };
  }
  const fullBase = december.sharedWithSpouse ? fractionOf(december.annualLimit, amounts.yourSharePercent, 100) : december.annualLimit;
  const fullYear = fullBase + amounts.fullCatchUp;
  const applies = fullYear > amounts.prorated;
  const limit = Math.max(fullYear, amounts.prorated);
  const coverage = COVERAGE_WORDS[december.countsAs];
  const label = "Last-month rule";
  const sentence = applies
    ? `You had ${coverage} coverage on December 1, ${figures.year}, so the last-month rule lets you contribute as if you had it all year: ${formatCents(fullYear)} instead of ${formatCents(amounts.prorated)}. In exchange you must stay HSA-eligible from December 1, ${figures.year} to December 31, ${figures.year + 1} (the testing period).`
    : amounts.prorated > fullYear
      ? `You were eligible on December 1, ${figures.year}, but your months as they were give more (${formatCents(amounts.prorated)}) than a whole year of your December 1 ${coverage} coverage would (${formatCents(fullYear)}). Form 8889 uses the larger, so the last-month rule adds nothing and no testing period applies.`
      : `You had ${coverage} coverage on December 1, ${figures.year} and every month before it, so the last-month rule changes nothing and no testing period applies.`;
  return {
    decemberCoverage: december.countsAs,
    fullYear,
    prorated: amounts.prorated,
    applies,
    limit,
    testingPeriod,
    explained: { label, amount: limit, sentence, source: RULE_SOURCES.lastMonthRule },
  };
}

/** What the testing period puts at stake: the contributions made only because of the rule. */
export type AmountAtRisk = {
  /** If the whole limit is contributed. */
  readonly ifFull: Cents;
  /** Of the contributions entered. */
  readonly ofContributions: Cents;
  readonly additionalTaxIfFull: Cents;
};

export function amountAtRisk(rule: LastMonthRule, contributed: Cents): AmountAtRisk {
  const ifFull = rule.applies ? rule.limit - rule.prorated : 0;
  const ofContributions = Math.min(ifFull, Math.max(0, contributed - rule.prorated));
  return { ifFull, ofContributions, additionalTaxIfFull: percentOf(ifFull, TESTING_PERIOD_ADDITIONAL_TAX_PERCENT) };
}

/** The testing period explained with the money at stake, when the rule gives more than the months. */
export function testingPeriodNotice(rule: LastMonthRule, risk: AmountAtRisk, year: number): Notice | null {
  if (!rule.applies) return null;
  const contributedPart = risk.ofContributions
    ? ` Of what you have contributed so far, ${formatCents(risk.ofContributions)} depends on the rule.`
    : " Nothing you have contributed so far depends on it: contributing no more than the prorated amount keeps you clear of the testing period.";
  return {
    kind: "warning",
    title: `Stay eligible through December 31, ${year + 1}`,
    sentence: `If you stop being HSA-eligible before December 31, ${year + 1} (for example by dropping HDHP coverage or enrolling in Medicare; death and disability excepted), the contributions you could make only because of the last-month rule become taxable income in that year, plus a ${TESTING_PERIOD_ADDITIONAL_TAX_PERCENT}% additional tax. If you contribute your full limit, that is ${formatCents(risk.ifFull)} of income and ${formatCents(risk.additionalTaxIfFull)} of additional tax.${contributedPart}`,
    source: RULE_SOURCES.testingPeriod,
  };
}
