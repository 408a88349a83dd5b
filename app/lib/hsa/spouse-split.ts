import { type Cents, formatCents, fractionOf } from "./cents";
import type { CalculatorFacts } from "./calculator-facts";
import { describeMonths } from "./coverage";
import type { MonthRow } from "./eligible-months";
import { type Explained, monthsText } from "./explained";
import { RULE_SOURCES } from "./rule-sources";

/** Without an agreement, spouses split a shared family limit equally. */
export const EQUAL_SHARE_PERCENT = 50;

export function yourSharePercent(facts: CalculatorFacts): number {
  return facts.spouse.yourSharePercent ?? EQUAL_SHARE_PERCENT;
}

/**
 * Married people who are both eligible and of whom either has family coverage share one family
 * limit (without the catch-up), divided as they agree or equally (26 U.S.C. §223(b)(5); Notice
 * 2004-50, Q&A-32: the months of family coverage are what they divide). Null when nothing is shared.
 */
export function spouseShare(rows: readonly MonthRow[], facts: CalculatorFacts, sharedChartTotal: Cents, yours: Cents): Explained | null {
  if (!sharedChartTotal) return null;
  const percent = yourSharePercent(facts);
  const shared = fractionOf(sharedChartTotal, 1, 12);
  const yourPart = fractionOf(sharedChartTotal, percent, 1200);
  const months = rows.filter((row) => row.sharedWithSpouse).map((row) => row.month);
  const whose = rows.some((row) => row.sharedWithSpouse && row.coverage !== "family") ? "your spouse has family coverage" : "you have family coverage";
  const period = months.length === 12 ? "for the year" : `for your ${monthsText(months.length)} of family coverage (${describeMonths(months)})`;
  const division =
    facts.spouse.yourSharePercent === null
      ? `You have not said how you divide it, so it is split equally: ${formatCents(yourPart)} each`
      : `You agreed to take ${percent}%, which is ${formatCents(yourPart)}; your spouse may contribute the other ${formatCents(shared - yourPart)} to their HSA`;
  return {
    label: "Your limit after sharing with your spouse",
    amount: yours,
    sentence: `You are married, you are both HSA-eligible and ${whose}, so you are both treated as having family coverage and share one family limit of ${formatCents(shared)} ${period}. ${division}.`,
    source: RULE_SOURCES.spouses,
  };
}
