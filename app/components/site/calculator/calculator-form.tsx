import type { ReactNode } from "react";
import { CALCULATOR_FIELDS_TEXT as TEXT, CALCULATOR_PAGE } from "~/content/contribution-calculator";
import { type CalculatorErrors, type CalculatorValues, changeFields, COVERAGE_CHANGES } from "~/lib/hsa/calculator-query";
import { SPOUSE_KINDS } from "~/lib/hsa/calculator-facts";
import { COVERAGE_KINDS, COVERAGE_LABELS, MONTH_NAMES } from "~/lib/hsa/coverage";
import { FEDERAL_RATES, US_STATES } from "~/lib/hsa/state-tax";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { SelectField, TextField } from "./calculator-field";

const COVERAGE_OPTIONS = COVERAGE_KINDS.map((kind) => ({ value: kind, label: COVERAGE_LABELS[kind] }));
const CHANGE_MONTHS = [{ value: "", label: TEXT.noMonth }, ...MONTH_NAMES.slice(1).map((name, index) => ({ value: String(index + 2), label: name }))];
const CHANGE_COVERAGE = [{ value: "", label: TEXT.noMonth }, ...COVERAGE_OPTIONS];
const MEDICARE_MONTHS = [
  { value: "", label: TEXT.notEnrolled },
  { value: "1", label: TEXT.january },
  ...MONTH_NAMES.slice(1).map((name, index) => ({ value: String(index + 2), label: name })),
];
const SPOUSE_OPTIONS = SPOUSE_KINDS.map((kind) => ({ value: kind, label: TEXT.spouseOptions[kind] }));
const FEDERAL_OPTIONS = [{ value: "", label: TEXT.chooseRate }, ...FEDERAL_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }))];
const STATE_OPTIONS = [{ value: "", label: TEXT.chooseState }, ...US_STATES.map(([code, name]) => ({ value: code, label: name }))];

/** "From", read as "Change 1: From". */
function RowLabel({ index, text }: { index: number; text: string }) {
  return (
    <>
      <span className="sr-only">{TEXT.change(index)}: </span>
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
export function CalculatorForm({ years, values, errors }: { years: readonly number[]; values: CalculatorValues; errors: CalculatorErrors }) {
  const common = { values, errors };
  return (
    <form method="get" action="#result" noValidate className="space-y-6" aria-labelledby="calculator-form-heading" {...{ [ENHANCE.calculator]: "" }}>
      <h2 id="calculator-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {CALCULATOR_PAGE.formHeading}
      </h2>
      <Group legend={TEXT.yearAndCoverage}>
        <SelectField {...common} name="year" label={TEXT.year} options={years.map((year) => ({ value: String(year), label: String(year) }))} />
        <SelectField {...common} name="coverage" label={TEXT.coverage} options={COVERAGE_OPTIONS} hint={TEXT.coverageHint} />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-900">{TEXT.changes}</legend>
          <p className="mt-1 text-sm text-slate-600">{TEXT.changesHint}</p>
          <ol className="mt-3 space-y-3">
            {COVERAGE_CHANGES.map((index) => {
              const fields = changeFields(index);
              return (
                <li key={index} className="grid grid-cols-[1rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-3">
                  <span className="mt-4 text-sm font-semibold text-slate-700" aria-hidden="true">
                    {index}.
                  </span>
                  <SelectField {...common} name={fields.month} label={<RowLabel index={index} text={TEXT.changeMonth} />} options={CHANGE_MONTHS} />
                  <SelectField {...common} name={fields.coverage} label={<RowLabel index={index} text={TEXT.changeCoverage} />} options={CHANGE_COVERAGE} />
                </li>
              );
            })}
          </ol>
        </fieldset>
      </Group>
      <Group legend={TEXT.you}>
        <TextField {...common} name="age" label={TEXT.age} hint={TEXT.ageHint} inputMode="numeric" />
        <SelectField {...common} name="medicare" label={TEXT.medicare} hint={TEXT.medicareHint} options={MEDICARE_MONTHS} />
      </Group>
      <Group legend={TEXT.spouse}>
        <SelectField {...common} name="spouse" label={TEXT.spouseQuestion} options={SPOUSE_OPTIONS} />
        <TextField {...common} name="share" label={TEXT.share} hint={TEXT.shareHint} inputMode="decimal" suffix="%" />
      </Group>
      <Group legend={TEXT.contributions} hint={TEXT.contributionsHint}>
        <TextField {...common} name="employer" label={TEXT.employer} inputMode="decimal" />
        <TextField {...common} name="payroll" label={TEXT.payroll} hint={TEXT.payrollHint} inputMode="decimal" />
        <TextField {...common} name="direct" label={TEXT.direct} hint={TEXT.directHint} inputMode="decimal" />
      </Group>
      <Group legend={TEXT.taxes}>
        <SelectField {...common} name="federalRate" label={TEXT.federalRate} options={FEDERAL_OPTIONS} />
        <SelectField {...common} name="state" label={TEXT.state} options={STATE_OPTIONS} />
        <TextField {...common} name="stateRate" label={TEXT.stateRate} inputMode="decimal" suffix="%" />
      </Group>
      <button type="submit" className="h-12 rounded-lg bg-accent-600 px-8 font-semibold text-white hover:bg-accent-500">
        {CALCULATOR_PAGE.submit}
      </button>
    </form>
  );
}
