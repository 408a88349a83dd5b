import type { CalculatorContent } from "~/content/contribution-calculator";
import type { CalculatorField } from "~/lib/hsa/calculator-query";
import { fillSlots } from "~/lib/site/text-template";

type Questions = CalculatorContent["questions"];

/** "Change 2", in the page's wording. */
export const changeLabel = (questions: Questions, index: number) => fillSlots(questions.change, { number: String(index) });

/** Each field's name as the list of problems links to it. */
export function fieldLabels(questions: Questions): Record<CalculatorField, string> {
  const change = (index: number, column: string) => `${changeLabel(questions, index)}: ${column}`;
  return {
    year: questions.year,
    coverage: questions.coverage,
    change1Month: change(1, questions.changeMonth),
    change1Coverage: change(1, questions.changeCoverage),
    change2Month: change(2, questions.changeMonth),
    change2Coverage: change(2, questions.changeCoverage),
    change3Month: change(3, questions.changeMonth),
    change3Coverage: change(3, questions.changeCoverage),
    age: questions.age,
    medicare: questions.medicare,
    spouse: questions.spouseQuestion,
    share: questions.share,
    employer: questions.employer,
    payroll: questions.payroll,
    direct: questions.direct,
    federalRate: questions.federalRate,
    state: questions.state,
    stateRate: questions.stateRate,
  };
}
