import { CircleAlert } from "lucide-react";
import { lazy, Suspense } from "react";
import { Card } from "~/components/ui/card";
import { BREAKDOWNS, type BreakdownKey, type BreakdownRow } from "~/lib/analytics/breakdowns";
import { type DashboardQuery, PAGE_FILTER_NOTE } from "~/lib/analytics/dashboard-query";
import type { Totals } from "~/lib/analytics/figures";
import type { GoalRow } from "~/lib/analytics/goals";
import { bucketLabel, PERIOD_LABELS, type ResolvedPeriod } from "~/lib/analytics/periods";
import { ActiveFilters } from "./active-filters";
import { BreakdownCard } from "./breakdown-card";
import { GoalsCard } from "./goals-card";
import { LeadConversionsCard } from "./lead-conversions-card";
import type { LeadConversionRow } from "~/lib/analytics/lead-conversions";
import { HeadlineFigures } from "./headline-figures";
import { PeriodNav } from "./period-nav";
import { RealtimeCard } from "./realtime-card";
import type { RealtimeFigures } from "./use-realtime";

// The chart and its d3 scales and shapes come after the rest of the tab is usable: the server's
// page already shows it, and the browser loads its code on its own (decision 063).
const OverTimeChart = lazy(() => import("./over-time-chart").then((module) => ({ default: module.OverTimeChart })));

type Props = {
  query: DashboardQuery;
  problems: string[];
  dashboard: {
    period: ResolvedPeriod;
    totals: Totals;
    previousTotals: Totals;
    series: { bucket: string; visitors: number; views: number }[];
    breakdowns: Record<BreakdownKey, BreakdownRow[]>;
    goals: GoalRow[];
    filteredSince: string | null;
    leadConversions: { sources: LeadConversionRow[]; campaigns: LeadConversionRow[] } | null;
  };
  realtime: RealtimeFigures;
  today: string;
  canExport: boolean;
  countryDatabaseBuilt: string | null;
};

function periodDescription(period: ResolvedPeriod): string {
  const days = period.from === period.to ? bucketLabel(period.from, "day") : `${bucketLabel(period.from, "day")} to ${bucketLabel(period.to, "day")}`;
  return `${PERIOD_LABELS[period.key]} (${days} ${period.to.slice(0, 4)}, UTC)`;
}

/** The Analytics tab: period and filters (both in the URL), headline figures, chart, ranked lists, goals and realtime. */
export function AnalyticsPanel({ query, problems, dashboard, realtime, today, canExport, countryDatabaseBuilt }: Props) {
  const { period } = dashboard;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Analytics</h2>
        <p className="text-sm text-slate-600">
          {periodDescription(period)}. Page views recorded by this site, without cookies; bots and signed-in staff are not counted.
        </p>
      </div>
      {problems.length ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PeriodNav query={query} period={period} today={today} />
      <ActiveFilters query={query} />
      {dashboard.filteredSince ? (
        <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          Filtered figures count page views from {dashboard.filteredSince} on: for earlier days only the unfiltered daily totals are available.
        </p>
      ) : null}
      {query.filters.page ? (
        <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          {PAGE_FILTER_NOTE(query.filters.page)}
        </p>
      ) : null}
      <HeadlineFigures totals={dashboard.totals} previous={dashboard.previousTotals} />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Card className="min-w-0 p-4">
          <h3 className="mb-2 font-semibold text-slate-900">Visitors and page views</h3>
          <Suspense fallback={<div className="h-56" aria-busy="true" />}>
            <OverTimeChart series={dashboard.series} granularity={period.granularity} title={`Visitors and page views by ${period.granularity}`} />
          </Suspense>
        </Card>
        <RealtimeCard initial={realtime} filters={query.filters} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {BREAKDOWNS.map((breakdown) => (
          <BreakdownCard key={breakdown.key} breakdown={breakdown} rows={dashboard.breakdowns[breakdown.key]} query={query} canExport={canExport} />
        ))}
      </div>
      <GoalsCard goals={dashboard.goals} />
      {dashboard.leadConversions ? <LeadConversionsCard conversions={dashboard.leadConversions} filtered={Object.keys(query.filters).length > 0} /> : null}
      <p className="text-xs text-slate-600">
        Countries:{" "}
        <a href="https://db-ip.com" className="text-brand-700 underline focus-visible:outline-3 focus-visible:outline-brand-600">
          IP Geolocation by DB-IP
        </a>
        {countryDatabaseBuilt ? ` (database of ${countryDatabaseBuilt})` : " (country database unavailable)"}. Only the country is stored, never the address.
      </p>
    </div>
  );
}
