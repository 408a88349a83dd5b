import { type Cents, dollarsToCents, formatCents, fractionOf } from "./cents";
import type { CalculatorFacts, LimitFigures } from "./calculator-facts";
import type { MonthRow } from "./eligible-months";
import { type Explained, monthsText } from "./explained";
import { RULE_SOURCES } from "./rule-sources";
import { CATCH_UP_AGE } from "./statute";

export type CatchUp = {
  /** The catch-up for the eligible months (1/12 for each), rounded as Form 8889 rounds it. */
  readonly prorated: Cents;
  /** The whole catch-up: what the last-month rule allows. */
  readonly full: Cents;
  readonly explained: Explained;
};

/** The chart's months: the limit without the catch-up, after the spouses' split (ProratedLimit's figures). */
export type ChartMonths = { readonly chartTotal: Cents; readonly sharedChartTotal: Cents; readonly yours: Cents };

/**
 * Form 8889 adds the catch-up in two places. In the Line 3 Limitation Chart, a self-only month
 * (and a family month of an unmarried person) is entered with the catch-up included, and the
 * chart's total is divided by 12 once; only a married person's family months get it on line 7,
 * from the Additional Contribution Amount Worksheet ($1,000 x months / 12). Rounding the chart's
 * part apart from the limit would come a cent below the worksheet (2025, one month of self-only
 * coverage: $5,300 / 12 = $441.67, not $358.33 + $83.33). The calculator's "not married, or my
 * spouse is not HSA-eligible" answer is read as unmarried.
 */
function worksheetCatchUp(rows: readonly MonthRow[], facts: CalculatorFacts, amount: Cents, chart: ChartMonths, sharePercent: number) {
  const eligible = rows.filter((row) => row.eligible);
  const married = facts.spouse.coverage !== "none";
  const onLine7 = eligible.filter((row) => married && row.countsAs === "family").length;
  const inChart = eligible.length - onLine7;
  const ownChart = chart.chartTotal - chart.sharedChartTotal + amount * inChart;
  const chartWithCatchUp = fractionOf(ownChart * 100 + chart.sharedChartTotal * sharePercent, 1, 1200);
  return chartWithCatchUp - chart.yours + fractionOf(amount, onLine7, 12);
}

/**
 * Account holders who are 55 or older by December 31 add the catch-up ($1,000, 26 U.S.C.
 * §223(b)(3)), 1/12 for each eligible month; it goes only into their own HSA, never a spouse's.
 */
export function catchUp(rows: readonly MonthRow[], figures: LimitFigures, facts: CalculatorFacts, chart: ChartMonths, sharePercent: number): CatchUp {
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
  const prorated = worksheetCatchUp(rows, facts, amount, chart, sharePercent);
  const ownOnly = facts.spouse.coverage !== "none" ? " It can go only into your own HSA, not your spouse's." : "";
  const rounding =
    prorated !== fractionOf(amount, months, 12) ? " Form 8889 adds it to each month's amount before dividing by 12, so the cents round with your limit." : "";
  const sentence =
    months === 12
      ? `You are ${CATCH_UP_AGE} or older by December 31, ${figures.year}, so you may add the ${formatCents(amount)} catch-up.${ownOnly}`
      : `You are ${CATCH_UP_AGE} or older by December 31, ${figures.year}, so you may add the ${formatCents(amount)} catch-up for the months you were eligible: ${monthsText(months)} of 12 is ${formatCents(prorated)}.${rounding}${ownOnly}`;
  return { prorated, full: amount, explained: { label, amount: prorated, sentence, source: RULE_SOURCES.catchUp } };
}
