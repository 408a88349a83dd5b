import { type Cents, dollarsToCents, formatCents, fractionOf } from "./cents";
import type { CalculatorFacts, LimitFigures } from "./calculator-facts";
import type { MonthRow } from "./eligible-months";
import { type Explained, monthsText } from "./explained";
import { RULE_SOURCES } from "./rule-sources";
import { CATCH_UP_AGE } from "./statute";

export type CatchUp = {
  /** The catch-up for the eligible months (1/12 for each). */
  readonly prorated: Cents;
  /** The whole catch-up: what the last-month rule allows. */
  readonly full: Cents;
  readonly explained: Explained;
};

/**
 * Account holders who are 55 or older by December 31 add the catch-up ($1,000, 26 U.S.C.
 * §223(b)(3)), 1/12 for each eligible month; it goes only into their own HSA, never a spouse's.
 */
export function catchUp(rows: readonly MonthRow[], figures: LimitFigures, facts: CalculatorFacts): CatchUp {
  const label = "Catch-up contribution (55 or older)";
  const amount = dollarsToCents(figures.catchUp);
  if (facts.ageAtYearEnd < CATCH_UP_AGE) {
    return {
      prorated: 0,
      full: 0,
      explained: {
        label,
        amount: 0,
        sentence: `The extra ${formatCents(amount)} catch-up is for people who are ${CATCH_UP_AGE} or older by December 31, ${figures.year}; you will be ${facts.ageAtYearEnd}.`,
        source: RULE_SOURCES.catchUp,
      },
    };
  }
  const months = rows.filter((row) => row.eligible).length;
  const prorated = fractionOf(amount, months, 12);
  const ownOnly = facts.spouse.coverage !== "none" ? " It can go only into your own HSA, not your spouse's." : "";
  const sentence =
    months === 12
      ? `You are ${CATCH_UP_AGE} or older by December 31, ${figures.year}, so you may add the ${formatCents(amount)} catch-up.${ownOnly}`
      : `You are ${CATCH_UP_AGE} or older by December 31, ${figures.year}, so you may add the ${formatCents(amount)} catch-up for the months you were eligible: ${monthsText(months)} of 12 is ${formatCents(prorated)}.${ownOnly}`;
  return { prorated, full: amount, explained: { label, amount: prorated, sentence, source: RULE_SOURCES.catchUp } };
}
