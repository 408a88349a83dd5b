import { type Cents, formatCents } from "./cents";
import type { CalculatorFacts } from "./calculator-facts";
import { monthName, type MonthNumber } from "./coverage";
import type { Notice } from "./explained";
import { RULE_SOURCES } from "./rule-sources";

/** Medicare Part A taken after 65 starts up to this many months before the application (never before the month of the 65th birthday). */
export const PART_A_BACKDATING_MONTHS = 6;
export const MEDICARE_AGE = 65;

/** The month back-dated Part A could start in this year, or "previous-year" when it could reach into last year. */
export function backdatedStart(medicareFromMonth: MonthNumber): MonthNumber | "previous-year" {
  const month = medicareFromMonth - PART_A_BACKDATING_MONTHS;
  return month >= 1 ? (month as MonthNumber) : "previous-year";
}

/**
 * The warning for people of Medicare age: Part A taken after 65 is back-dated up to six months, and
 * no contribution is allowed for a month of Medicare, so the months before enrolment may be lost
 * too. `limitIfBackdated` is the year's limit recomputed with the back-dated start.
 */
export function medicareBackdatingNotice(facts: CalculatorFacts, year: number, limit: Cents, limitIfBackdated: Cents | null): Notice | null {
  if (facts.ageAtYearEnd < MEDICARE_AGE) return null;
  const title = "Medicare Part A can start up to six months before you sign up";
  const rule = `If you sign up for Medicare Part A after turning ${MEDICARE_AGE} (applying for Social Security does it too), Part A starts up to ${PART_A_BACKDATING_MONTHS} months earlier, though not before the month you turned ${MEDICARE_AGE}. No HSA contribution is allowed for a month of Medicare.`;
  if (facts.medicareFromMonth === null) {
    return {
      kind: "warning",
      title,
      sentence: `${rule} Stop HSA contributions ${PART_A_BACKDATING_MONTHS} months before you apply.`,
      source: RULE_SOURCES.medicareBackdating,
    };
  }
  const start = backdatedStart(facts.medicareFromMonth);
  const consequence =
    start === "previous-year"
      ? ` If your Medicare in ${monthName(facts.medicareFromMonth)} came from an application after ${MEDICARE_AGE}, it may reach back into ${year - 1}: then none of ${year} counts, and contributions for ${year - 1}'s last months may be excess too.`
      : limitIfBackdated !== null && limitIfBackdated < limit
        ? ` If your Medicare in ${monthName(facts.medicareFromMonth)} came from an application after ${MEDICARE_AGE}, it may really start in ${monthName(start)}: your ${year} limit would then be ${formatCents(limitIfBackdated)}, not ${formatCents(limit)}.`
        : "";
  return { kind: "warning", title, sentence: `${rule}${consequence}`, source: RULE_SOURCES.medicareBackdating };
}
