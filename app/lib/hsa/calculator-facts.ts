import type { Cents } from "./cents";
import type { Coverage, MonthNumber } from "./coverage";
import type { StateCode } from "./state-tax";

/** A tax year's figures as the calculator needs them (the content store's HSA figures type fits). */
export type LimitFigures = {
  readonly year: number;
  readonly contributionLimit: { readonly selfOnly: number; readonly family: number };
  readonly catchUp: number;
  readonly sourceTitle: string;
  readonly sourceUrl: string;
};

/**
 * The spouse, for the married-couple rules: "none" when not married or the spouse is not an eligible
 * individual with an HSA of their own; "eligible" when they are (on a self-only plan of their own,
 * or covered by the visitor's family plan); "family-plan" when they are, with a family HDHP of
 * their own all year, which makes the visitor's coverage count as family too.
 */
export const SPOUSE_KINDS = ["none", "eligible", "family-plan"] as const;
export type SpouseCoverage = (typeof SPOUSE_KINDS)[number];

/** Everything the visitor tells the calculator about one tax year. */
export type CalculatorFacts = {
  /** The coverage held on the first day of each month, January first: exactly 12 entries. */
  readonly coverageByMonth: readonly Coverage[];
  /** Age on December 31 of the tax year. */
  readonly ageAtYearEnd: number;
  /** The first month of the year covered by Medicare (1 also for enrolment before the year), or null. */
  readonly medicareFromMonth: MonthNumber | null;
  /** The spouse (see SpouseCoverage) and the visitor's agreed share (percent) of a shared family limit; null splits it equally. */
  readonly spouse: { readonly coverage: SpouseCoverage; readonly yourSharePercent: number | null };
  /** Contributions for the year so far and planned, in cents. */
  readonly contributions: {
    /** The employer's own contributions. */
    readonly employer: Cents;
    /** The visitor's pre-tax payroll contributions through the employer's cafeteria plan. */
    readonly payroll: Cents;
    /** Contributions the visitor made straight to the HSA. */
    readonly direct: Cents;
  };
  /** Marginal income tax rates in percent; null when not given. */
  readonly tax: { readonly federalRate: number | null; readonly state: StateCode | null; readonly stateRate: number | null };
};
