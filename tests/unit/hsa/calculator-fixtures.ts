import { BUILT_IN_FIGURES_YEARS } from "~/content/hsa-figures";
import type { CalculatorFacts } from "~/lib/hsa/calculator-facts";
import { type Coverage, coverageByMonth } from "~/lib/hsa/coverage";

/** The built-in figures of a year (the revenue procedures' amounts). */
export function figuresOf(year: number) {
  const figures = BUILT_IN_FIGURES_YEARS.find((entry) => entry.year === year);
  if (!figures) throw new Error(`no built-in figures for ${year}`);
  return figures;
}

/** Facts for one person: coverage from January 1 with later changes, age 40, no spouse, nothing contributed. */
export function factsFor(
  january: Coverage,
  changes: { fromMonth: number; coverage: Coverage }[] = [],
  overrides: Partial<Omit<CalculatorFacts, "coverageByMonth">> = {},
): CalculatorFacts {
  return {
    coverageByMonth: coverageByMonth(january, changes),
    ageAtYearEnd: 40,
    medicareFromMonth: null,
    spouse: { coverage: "none", yourSharePercent: null },
    contributions: { employer: 0, payroll: 0, direct: 0 },
    tax: { federalRate: null, state: null, stateRate: null },
    ...overrides,
  };
}

/** A day well inside the year after `year`, before its April 15 deadline. */
export const beforeDeadline = (year: number) => `${year + 1}-02-01`;
