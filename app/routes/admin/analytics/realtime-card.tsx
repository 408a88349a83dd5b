import { SectionCard } from "~/components/ui/card";
import type { Filters } from "~/lib/analytics/dashboard-query";
import { formatCount } from "~/lib/core/numbers";
import { type RealtimeFigures, useRealtime } from "./use-realtime";

/** Visitors of the last five minutes and what they are reading, within the dashboard's filters; updates by itself. */
export function RealtimeCard({ initial, filters }: { initial: RealtimeFigures; filters: Filters }) {
  const figures = useRealtime(initial, filters);
  return (
    <SectionCard className="p-4" aria-labelledby="realtime-heading">
      <h3 id="realtime-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden className="inline-block size-2.5 rounded-full bg-emerald-600" /> Right now
      </h3>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        <strong className="text-2xl text-slate-900 tabular-nums">{formatCount(figures.visitors)}</strong> {figures.visitors === 1 ? "visitor" : "visitors"} in
        the last 5 minutes
      </p>
      {figures.pages.length ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Pages being read">
          {figures.pages.map((page) => (
            <li key={page.page} className="flex justify-between gap-3">
              <span className="break-all text-slate-800">{page.page}</span>
              <span className="text-slate-600 tabular-nums">{formatCount(page.visitors)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
