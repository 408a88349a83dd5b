import { CALCULATOR_FIELDS_TEXT as TEXT } from "~/content/contribution-calculator";
import type { CalculatorField } from "~/lib/hsa/calculator-query";

/** Each field's name as the list of problems links to it. */
export const FIELD_LABELS: Record<CalculatorField, string> = {
  year: TEXT.year,
  coverage: TEXT.coverage,
  change1Month: `${TEXT.change(1)}: ${TEXT.changeMonth}`,
  change1Coverage: `${TEXT.change(1)}: ${TEXT.changeCoverage}`,
  change2Month: `${TEXT.change(2)}: ${TEXT.changeMonth}`,
  change2Coverage: `${TEXT.change(2)}: ${TEXT.changeCoverage}`,
  change3Month: `${TEXT.change(3)}: ${TEXT.changeMonth}`,
  change3Coverage: `${TEXT.change(3)}: ${TEXT.changeCoverage}`,
  age: TEXT.age,
  medicare: TEXT.medicare,
  spouse: TEXT.spouseQuestion,
  share: TEXT.share,
  employer: TEXT.employer,
  payroll: TEXT.payroll,
  direct: TEXT.direct,
  federalRate: TEXT.federalRate,
  state: TEXT.state,
  stateRate: TEXT.stateRate,
};
