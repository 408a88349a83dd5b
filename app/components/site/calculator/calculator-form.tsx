import type { ReactNode } from "react";
import type { CalculatorContent } from "~/content/contribution-calculator";
import { type CalculatorErrors, type CalculatorValues, changeFields, COVERAGE_CHANGES } from "~/lib/hsa/calculator-query";
import { SPOUSE_KINDS, type SpouseCoverage } from "~/lib/hsa/calculator-facts";
import { COVERAGE_KINDS, COVERAGE_LABELS, MONTH_NAMES } from "~/lib/hsa/coverage";
import { FEDERAL_RATES, US_STATES } from "~/lib/hsa/state-tax";
import { CATCH_UP_AGE } from "~/lib/hsa/statute";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { fillSlots } from "~/lib/site/text-template";
import { SelectField, TextField } from "./calculator-field";
import { changeLabel } from "./field-labels";

type Questions = CalculatorContent["questions"];

const COVERAGE_OPTIONS = COVERAGE_KINDS.map((kind) => ({ value: kind, label: COVERAGE_LABELS[kind] }));
/** February to December: a change in January is the coverage on January 1. */
const LATER_MONTHS = MONTH_NAMES.slice(1).map((name, index) => ({ value: String(index + 2), label: name }));
const SPOUSE_LABEL: Record<SpouseCoverage, keyof Questions["spouseOptions"]> = { none: "none", eligible: "eligible", "family-plan": "familyPlan" };

/** The select lists whose first or every choice is worded by the page's content. */
function optionsOf(questions: Questions) {
  return {
    changeMonths: [{ value: "", label: questions.noMonth }, ...LATER_MONTHS],
    changeCoverage: [{ value: "", label: questions.noMonth }, ...COVERAGE_OPTIONS],
    medicareMonths: [{ value: "", label: questions.notEnrolled }, { value: "1", label: questions.january }, ...LATER_MONTHS],
    spouse: SPOUSE_KINDS.map((kind) => ({ value: kind, label: questions.spouseOptions[SPOUSE_LABEL[kind]] })),
    federalRates: [{ value: "", label: questions.chooseRate }, ...FEDERAL_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }))],
    states: [{ value: "", label: questions.chooseState }, ...US_STATES.map(([code, name]) => ({ value: code, label: name }))],
  };
}

/** "From", read as "Change 1: From". */
function RowLabel({ row, text }: { row: string; text: string }) {
  return (
    <>
      <span className="sr-only">{row}: </span>
      {text}
    </>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-brand-900">{legend}</legend>
      {hint ? <p className="mb-4 text-sm text-slate-600">{hint}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The calculator's questions: a GET form, so the answer page's address holds them and can be
 * shared. Everything works without JavaScript; the enhancement script recalculates as the visitor
 * types (app/enhance/contribution-calculator.ts).
 */
export function CalculatorForm({
  years,
  values,
  errors,
  content,
}: {
  years: readonly number[];
  values: CalculatorValues;
  errors: CalculatorErrors;
  content: CalculatorContent;
}) {
  const common = { values, errors, chooseLabel: content.questions.choose };
  const { questions } = content;
  const options = optionsOf(questions);
  return (
    <form method="get" action="#result" noValidate className="space-y-6" aria-labelledby="calculator-form-heading" {...{ [ENHANCE.calculator]: "" }}>
      <h2 id="calculator-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {content.formHeading}
      </h2>
      <Group legend={questions.yearAndCoverage}>
        <SelectField {...common} name="year" label={questions.year} options={years.map((year) => ({ value: String(year), label: String(year) }))} />
        <SelectField {...common} name="coverage" label={questions.coverage} options={COVERAGE_OPTIONS} hint={questions.coverageHint} />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-900">{questions.changes}</legend>
          <p className="mt-1 text-sm text-slate-600">{questions.changesHint}</p>
          <ol className="mt-3 space-y-3">
            {COVERAGE_CHANGES.map((index) => {
              const fields = changeFields(index);
              const row = changeLabel(questions, index);
              return (
                <li key={index} className="grid grid-cols-[1rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-3">
                  <span className="mt-4 text-sm font-semibold text-slate-700" aria-hidden="true">
                    {index}.
                  </span>
                  <SelectField {...common} name={fields.month} label={<RowLabel row={row} text={questions.changeMonth} />} options={options.changeMonths} />
                  <SelectField
                    {...common}
                    name={fields.coverage}
                    label={<RowLabel row={row} text={questions.changeCoverage} />}
                    options={options.changeCoverage}
                  />
                </li>
              );
            })}
          </ol>
        </fieldset>
      </Group>
      <Group legend={questions.you}>
        <TextField {...common} name="age" label={questions.age} hint={fillSlots(questions.ageHint, { age: String(CATCH_UP_AGE) })} inputMode="numeric" />
        <SelectField {...common} name="medicare" label={questions.medicare} hint={questions.medicareHint} options={options.medicareMonths} />
      </Group>
      <Group legend={questions.spouse}>
        <SelectField {...common} name="spouse" label={questions.spouseQuestion} options={options.spouse} />
        <TextField {...common} name="share" label={questions.share} hint={questions.shareHint} inputMode="decimal" suffix="%" />
      </Group>
      <Group legend={questions.contributions} hint={questions.contributionsHint}>
        <TextField {...common} name="employer" label={questions.employer} inputMode="decimal" />
        <TextField {...common} name="payroll" label={questions.payroll} hint={questions.payrollHint} inputMode="decimal" />
        <TextField {...common} name="direct" label={questions.direct} hint={questions.directHint} inputMode="decimal" />
      </Group>
      <Group legend={questions.taxes}>
        <SelectField {...common} name="federalRate" label={questions.federalRate} options={options.federalRates} />
        <SelectField {...common} name="state" label={questions.state} options={options.states} />
        <TextField {...common} name="stateRate" label={questions.stateRate} inputMode="decimal" suffix="%" />
      </Group>
      <button type="submit" className="h-12 rounded-lg bg-accent-600 px-8 font-semibold text-white hover:bg-accent-500">
        {content.submit}
      </button>
    </form>
  );
}
