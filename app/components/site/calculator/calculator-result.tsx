import { CircleAlert, Info } from "~/components/site/icons";
import { FiguresSource } from "~/components/site/figures-source";
import type { CalculatorContent } from "~/content/contribution-calculator";
import { formatCents } from "~/lib/hsa/cents";
import { type CalculatorResult, limitStepLabel } from "~/lib/hsa/contribution-calculator";
import type { Explained, Notice } from "~/lib/hsa/explained";
import type { CalculatorErrors } from "~/lib/hsa/calculator-query";
import type { FiguresYear } from "~/content/hsa-figures";
import type { RuleSource } from "~/lib/hsa/rule-sources";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { fillSlots } from "~/lib/site/text-template";
import { mergeClasses } from "~/lib/ui/merge-classes";
import { fieldId } from "./calculator-field";
import { fieldLabels } from "./field-labels";
import { CalculatorMonths } from "./calculator-months";

export type ResultState =
  { status: "empty" } | { status: "invalid"; errors: CalculatorErrors } | { status: "valid"; result: CalculatorResult; figures: FiguresYear };

type ResultText = CalculatorContent["result"];

function Rule({ source, label }: { source: RuleSource; label: string }) {
  return (
    <p className="mt-2 text-sm text-slate-600">
      {label}:{" "}
      <a href={source.href} className="font-medium text-brand-700 underline hover:text-brand-900" rel="noopener">
        {source.title}
      </a>
      {"formLine" in source && source.formLine ? `; ${source.formLine}` : null}
    </p>
  );
}

function Step({ step, strong, ruleLabel }: { step: Explained; strong?: boolean; ruleLabel: string }) {
  return (
    <li className={mergeClasses("rounded-xl border p-4", strong ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white")}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h4 className="font-semibold text-brand-900">{step.label}</h4>
        <p className="text-lg font-bold text-brand-900 tabular-nums">{formatCents(step.amount)}</p>
      </div>
      <p className="mt-1 leading-relaxed text-slate-700">{step.sentence}</p>
      <Rule source={step.source} label={ruleLabel} />
    </li>
  );
}

function NoticeItem({ notice, ruleLabel }: { notice: Notice; ruleLabel: string }) {
  const warning = notice.kind === "warning";
  const Icon = warning ? CircleAlert : Info;
  return (
    <li className={mergeClasses("flex gap-3 rounded-xl border p-4", warning ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white")}>
      <Icon aria-hidden="true" className={mergeClasses("mt-0.5 size-5 shrink-0", warning ? "text-amber-800" : "text-brand-700")} />
      <div>
        <h4 className="font-semibold text-slate-900">{notice.title}</h4>
        <p className="mt-1 leading-relaxed text-slate-700">{notice.sentence}</p>
        <Rule source={notice.source} label={ruleLabel} />
      </div>
    </li>
  );
}

function Headline({ result, text }: { result: CalculatorResult; text: ResultText }) {
  const figures = [
    { label: fillSlots(text.limitLabel, { year: String(result.year) }), amount: result.limit },
    result.excess ? { label: text.excessLabel, amount: result.excess } : { label: text.roomLeftLabel, amount: result.roomLeft },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {figures.map((figure, index) => (
        <div key={index} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{figure.label}</dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-brand-900 tabular-nums">{formatCents(figure.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ result, figures, sourceLine, text }: { result: CalculatorResult; figures: FiguresYear; sourceLine: string; text: ResultText }) {
  const finalStep = limitStepLabel(result.year);
  return (
    <div className="mt-6 space-y-8">
      <Headline result={result} text={text} />
      <section aria-labelledby="calc-steps-heading">
        <h3 id="calc-steps-heading" className="text-xl font-bold text-brand-900">
          {text.stepsHeading}
        </h3>
        <ol className="mt-4 space-y-3">
          {result.steps.map((step) => (
            <Step key={step.label} step={step} strong={step.label === finalStep} ruleLabel={text.ruleLabel} />
          ))}
        </ol>
        <CalculatorMonths result={result} text={text} />
      </section>
      <section aria-labelledby="calc-notices-heading">
        <h3 id="calc-notices-heading" className="text-xl font-bold text-brand-900">
          {text.noticesHeading}
        </h3>
        <ul className="mt-4 space-y-3">
          {result.notices.map((notice) => (
            <NoticeItem key={notice.title} notice={notice} ruleLabel={text.ruleLabel} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="calc-savings-heading">
        <h3 id="calc-savings-heading" className="text-xl font-bold text-brand-900">
          {text.savingsHeading}
        </h3>
        <ul className="mt-4 space-y-3">
          {result.savings.explained.map((line) => (
            <Step key={line.label} step={line} ruleLabel={text.ruleLabel} />
          ))}
          <li className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
            <span className="font-semibold text-brand-900">{text.savingsTotal}</span>
            <span className="text-lg font-bold text-brand-900 tabular-nums">{formatCents(result.savings.total)}</span>
          </li>
        </ul>
      </section>
      <FiguresSource figures={figures} line={sourceLine} />
      <p className="text-sm text-slate-600">{text.shareNote}</p>
    </div>
  );
}

function Problems({ errors, questions }: { errors: CalculatorErrors; questions: CalculatorContent["questions"] }) {
  const entries = Object.entries(errors) as [keyof CalculatorErrors, string][];
  const labels = fieldLabels(questions);
  return (
    <div className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
      <ul className="list-disc space-y-1 pl-5 text-red-800">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="font-semibold underline">
              {labels[name]}
            </a>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function summaryOf(state: ResultState, text: ResultText): string {
  if (state.status === "valid") return state.result.summary;
  if (state.status === "invalid") {
    const count = Object.keys(state.errors).length;
    return count === 1 ? text.invalidOne : fillSlots(text.invalidMany, { count: String(count) });
  }
  return text.empty;
}

/**
 * The answer, beside the form: one sentence in a live region (read out when it changes), then the
 * figures, each with its explanation and rule. The goal attribute tells the enhancement script
 * which year and coverage to count as a use of the calculator; nothing about the person.
 */
export function CalculatorResultPanel({ state, sourceLine, content }: { state: ResultState; sourceLine: string; content: CalculatorContent }) {
  const { result: text } = content;
  const goal = state.status === "valid" ? JSON.stringify({ year: state.result.year, coverage: state.result.coverageSummary }) : undefined;
  return (
    <section id="result" aria-labelledby="result-heading" tabIndex={-1} className="scroll-mt-24 focus:outline-none">
      <h2 id="result-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {text.heading}
      </h2>
      <p
        role="status"
        className="mt-3 text-lg leading-relaxed font-semibold text-slate-900"
        {...{ [ENHANCE.calculatorSummary]: "", [ENHANCE.calculatorFailed]: text.updateFailed }}
      >
        {summaryOf(state, text)}
      </p>
      <div {...{ [ENHANCE.calculatorDetails]: "" }} {...(goal ? { [ENHANCE.calculatorGoal]: goal } : {})}>
        {state.status === "valid" ? <Details result={state.result} figures={state.figures} sourceLine={sourceLine} text={text} /> : null}
        {state.status === "invalid" ? <Problems errors={state.errors} questions={content.questions} /> : null}
      </div>
      <p className="mt-6 text-sm text-slate-600">{text.disclaimer}</p>
    </section>
  );
}
