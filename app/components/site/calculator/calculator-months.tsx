import type { CalculatorContent } from "~/content/contribution-calculator";
import { formatCents } from "~/lib/hsa/cents";
import type { CalculatorResult } from "~/lib/hsa/contribution-calculator";
import { COVERAGE_LABELS, monthName } from "~/lib/hsa/coverage";

/** The Line 3 Limitation Chart of the visitor's year, behind a disclosure that needs no script. */
export function CalculatorMonths({ result, text }: { result: CalculatorResult; text: CalculatorContent["result"] }) {
  const { monthsColumns: columns } = text;
  return (
    <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-700">{text.monthsSummary}</summary>
      <div role="region" aria-labelledby="calc-months-caption" tabIndex={0} className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption id="calc-months-caption" className="pb-2 text-left text-slate-700">
            {text.monthsCaption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              {[columns.month, columns.coverage, columns.countsAs, columns.limit].map((column, index) => (
                <th key={index} scope="col" className={`px-2 py-2 font-semibold text-slate-700 ${index === 3 ? "text-right" : ""}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.months.map((month) => (
              <tr key={month.month} className="border-b border-slate-100 last:border-b-0">
                <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                  {monthName(month.month)}
                </th>
                <td className="px-2 py-2">{COVERAGE_LABELS[month.coverage]}</td>
                <td className="px-2 py-2">{month.medicare ? text.medicareMonth : COVERAGE_LABELS[month.countsAs]}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatCents(month.annualLimit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
