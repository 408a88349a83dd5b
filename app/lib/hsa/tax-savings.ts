import { type Cents, formatCents, percentOf } from "./cents";
import type { CalculatorFacts } from "./calculator-facts";
import type { Explained } from "./explained";
import { RULE_SOURCES } from "./rule-sources";
import { PAYROLL_TAX_PERCENT, STATES_TAXING_HSA_CONTRIBUTIONS, stateName } from "./state-tax";

export type TaxSavings = {
  /** Your own contributions the estimate is for: payroll and direct, with the room left filled. */
  readonly base: Cents;
  readonly federal: Cents | null;
  readonly state: Cents | null;
  readonly payroll: Cents;
  readonly total: Cents;
  readonly explained: readonly Explained[];
};

/**
 * What contributing up to the limit saves in tax: the federal marginal rate on the visitor's own
 * contributions, the state rate (none in California and New Jersey, which tax HSA contributions),
 * and payroll taxes (7.65%) only on contributions through a cafeteria plan. The employer's own
 * contributions are left out: the visitor never had that money as pay.
 */
export function taxSavings(facts: CalculatorFacts, limit: Cents, year: number): TaxSavings {
  const { employer, payroll } = facts.contributions;
  const base = Math.max(0, limit - employer);
  const throughPayroll = Math.min(payroll, base);
  const outsidePayroll = base - throughPayroll;
  const explained: Explained[] = [];
  const { federalRate, state, stateRate } = facts.tax;

  const federal = federalRate === null ? null : percentOf(base, federalRate);
  explained.push({
    label: "Federal income tax saved",
    amount: federal ?? 0,
    sentence:
      federal === null
        ? "Choose your federal tax bracket to see what your contributions save in federal income tax."
        : `Contributing up to your limit means ${formatCents(base)} of your own money in your HSA for ${year} (your employer's contributions aside). At a ${federalRate}% federal rate that is ${formatCents(federal)} less federal income tax.`,
    source: RULE_SOURCES.incomeTax,
  });

  let stateSaving: Cents | null = null;
  if (state && STATES_TAXING_HSA_CONTRIBUTIONS.has(state)) {
    stateSaving = 0;
    explained.push({
      label: "State income tax saved",
      amount: 0,
      sentence: `${stateName(state)} taxes HSA contributions as income, so they save no ${stateName(state)} income tax.`,
      source: RULE_SOURCES.incomeTax,
    });
  } else if (stateRate !== null) {
    stateSaving = percentOf(base, stateRate);
    explained.push({
      label: "State income tax saved",
      amount: stateSaving,
      sentence: `At a ${stateRate}% state rate${state ? ` (${stateName(state)})` : ""}, the same ${formatCents(base)} saves ${formatCents(stateSaving)} of state income tax.`,
      source: RULE_SOURCES.incomeTax,
    });
  } else if (state) {
    explained.push({
      label: "State income tax saved",
      amount: 0,
      sentence: `Enter your ${stateName(state)} income tax rate to include what your contributions save in state tax.`,
      source: RULE_SOURCES.incomeTax,
    });
  }

  const payrollSaving = percentOf(throughPayroll, PAYROLL_TAX_PERCENT);
  const couldSave = percentOf(outsidePayroll, PAYROLL_TAX_PERCENT);
  explained.push({
    label: "Social security and Medicare taxes saved",
    amount: payrollSaving,
    sentence:
      (throughPayroll
        ? `Contributions through your employer's cafeteria plan (${formatCents(throughPayroll)}) also escape social security and Medicare taxes (${PAYROLL_TAX_PERCENT}%; 1.45% on pay above the social security wage base): ${formatCents(payrollSaving)}.`
        : `Only contributions through an employer's cafeteria plan escape social security and Medicare taxes (${PAYROLL_TAX_PERCENT}%); you entered none.`) +
      (outsidePayroll
        ? ` Money you deposit yourself does not; putting the other ${formatCents(outsidePayroll)} through payroll instead would save ${formatCents(couldSave)} more.`
        : ""),
    source: RULE_SOURCES.payrollTaxes,
  });

  return { base, federal, state: stateSaving, payroll: payrollSaving, total: (federal ?? 0) + (stateSaving ?? 0) + payrollSaving, explained };
}
