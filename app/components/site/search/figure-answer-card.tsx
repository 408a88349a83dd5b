import { formatUsd } from "~/lib/core/money";
import { formatPostDate } from "~/lib/core/dates";
import { type FigureAnswer, figureAnswerTitle, type MissingYear } from "~/lib/search/figure-answer";
import { CALCULATOR_LINK, FIGURE_PAGES, SEARCH_TEXTS } from "~/lib/search/messages";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** The figure a question asked for, from the stored HSA figures, with its year, source and the page that lists them all. */
export function FigureAnswerCard({ answer }: { answer: FigureAnswer | MissingYear }) {
  if ("missingYear" in answer) {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800">
        {SEARCH_TEXTS.missingYear(answer.missingYear, answer.knownYears.join(", "))}
      </p>
    );
  }
  const page = FIGURE_PAGES[answer.figureClass];
  const when = answer.status === "upcoming" ? SEARCH_TEXTS.answerUpcoming : answer.status === "past" ? SEARCH_TEXTS.answerPast : "";
  return (
    <section aria-labelledby="figure-answer-title" className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{SEARCH_TEXTS.answerEyebrow(answer.sourcePublisher)}</p>
      <h2 id="figure-answer-title" className="mt-1 text-xl font-bold text-slate-900">
        {figureAnswerTitle(answer)}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {answer.amounts.map((amount) => (
          <div key={amount.label} className="rounded-lg bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-700">{amount.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{formatUsd(amount.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-800">
        {SEARCH_TEXTS.answerSource}:{" "}
        <a href={answer.sourceUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
          {answer.sourceTitle} ({answer.sourcePublisher})<span className="sr-only"> (opens in a new tab)</span>
        </a>
        . {SEARCH_TEXTS.answerInEffect(formatPostDate(answer.effectiveDate, "MMMM d, yyyy"))} {when}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={page.href} className={linkClass}>
          {page.label}
        </a>
        {answer.figureClass === "limit" || answer.figureClass === "catchUp" ? (
          <a href={CALCULATOR_LINK.href} className={linkClass}>
            {CALCULATOR_LINK.label}
          </a>
        ) : null}
      </p>
    </section>
  );
}
