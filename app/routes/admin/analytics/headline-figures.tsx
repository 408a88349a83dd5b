import { Card } from "~/components/ui/card";
import { formatHeadline, HEADLINE_LABELS, type HeadlineKey, headlineValues, LOWER_IS_BETTER, percentChange, type Totals } from "~/lib/analytics/figures";
import { cn } from "~/lib/ui/cn";

const ORDER: HeadlineKey[] = ["visitors", "visits", "views", "viewsPerVisit", "timeOnPage", "bounceRate"];

function Change({ figure, change }: { figure: HeadlineKey; change: number | null }) {
  if (change === null) return <span className="text-slate-600">no earlier data</span>;
  const good = change === 0 ? null : change > 0 !== LOWER_IS_BETTER.has(figure);
  const sign = change > 0 ? "+" : "";
  return (
    <span className={cn(good === null ? "text-slate-600" : good ? "text-emerald-700" : "text-red-700")}>
      {sign}
      {change}% <span className="text-slate-600">vs previous period</span>
    </span>
  );
}

/** The period's six headline figures, each with its change against the period before. */
export function HeadlineFigures({ totals, previous }: { totals: Totals; previous: Totals }) {
  const now = headlineValues(totals);
  const before = headlineValues(previous);
  return (
    <section aria-label="Headline figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {ORDER.map((figure) => (
        <Card key={figure} className="p-4">
          <p className="text-sm font-medium text-slate-600">{HEADLINE_LABELS[figure]}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatHeadline(figure, now[figure])}</p>
          <p className="mt-1 text-xs">
            <Change figure={figure} change={percentChange(now[figure], before[figure])} />
          </p>
        </Card>
      ))}
    </section>
  );
}
