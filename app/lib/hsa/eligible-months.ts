import type { Cents } from "./cents";
import { dollarsToCents } from "./cents";
import type { CalculatorFacts, LimitFigures } from "./calculator-facts";
import { type Coverage, MONTHS, type MonthNumber } from "./coverage";

/** One month of the Line 3 Limitation Chart. */
export type MonthRow = {
  readonly month: MonthNumber;
  /** The visitor's own coverage on the first day of the month. */
  readonly coverage: Coverage;
  /** Enrolled in Medicare that month: no contribution for it. */
  readonly medicare: boolean;
  /** Eligible on the first day: HSA-eligible coverage and no Medicare. */
  readonly eligible: boolean;
  /** The coverage the month counts with: family when either spouse has family coverage. */
  readonly countsAs: Coverage;
  /** A family month shared with an eligible spouse: its amount is divided between the two. */
  readonly sharedWithSpouse: boolean;
  /** The annual limit this month counts with (the chart's entry for the month); 0 when not eligible. */
  readonly annualLimit: Cents;
};

export function annualLimitFor(figures: LimitFigures, coverage: Coverage): Cents {
  if (coverage === "none") return 0;
  return dollarsToCents(coverage === "family" ? figures.contributionLimit.family : figures.contributionLimit.selfOnly);
}

/**
 * Each month as Form 8889's chart takes it: the coverage on its first day decides the month, a
 * month of Medicare counts nothing, and a married person is treated as having family coverage
 * when either spouse has it (26 U.S.C. §223(b)(5)).
 */
export function monthRows(figures: LimitFigures, facts: CalculatorFacts): MonthRow[] {
  return MONTHS.map((month) => {
    const coverage = facts.coverageByMonth[month - 1] ?? "none";
    const medicare = facts.medicareFromMonth !== null && month >= facts.medicareFromMonth;
    const eligible = coverage !== "none" && !medicare;
    const spouseEligible = facts.spouse.coverage !== "none";
    const countsAs: Coverage = !eligible ? "none" : coverage === "family" || facts.spouse.coverage === "family-plan" ? "family" : "self-only";
    return {
      month,
      coverage,
      medicare,
      eligible,
      countsAs,
      sharedWithSpouse: countsAs === "family" && spouseEligible,
      annualLimit: annualLimitFor(figures, countsAs),
    };
  });
}
