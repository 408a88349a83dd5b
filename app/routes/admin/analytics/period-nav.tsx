import { Form, Link, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { type DashboardQuery, dashboardSearch, FILTER_KEYS } from "~/lib/analytics/dashboard-query";
import { PERIOD_KEYS, PERIOD_LABELS, type ResolvedPeriod } from "~/lib/analytics/periods";
import { cn } from "~/lib/ui/cn";

/** The period links (keeping the filters) and a custom date range form (a plain GET, so it works without JavaScript). */
export function PeriodNav({ query, period, today }: { query: DashboardQuery; period: ResolvedPeriod; today: string }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period" className="flex flex-wrap gap-1">
        {PERIOD_KEYS.filter((key) => key !== "custom").map((key) => (
          <Link
            key={key}
            to={`${href("/svcs/admin-dashboard/analytics")}${dashboardSearch(query, { period: key })}`}
            aria-current={key === query.period ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600",
              key === query.period ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200",
            )}
          >
            {PERIOD_LABELS[key]}
          </Link>
        ))}
      </nav>
      <Form method="get" action={href("/svcs/admin-dashboard/analytics")} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
        <input type="hidden" name="period" value="custom" />
        {FILTER_KEYS.map((key) => (query.filters[key] !== undefined ? <input key={key} type="hidden" name={key} value={query.filters[key]} /> : null))}
        <label className="text-sm text-slate-700">
          <span className="block">From</span>
          <Input type="date" name="from" required defaultValue={period.from} max={today} className="w-40" />
        </label>
        <label className="text-sm text-slate-700">
          <span className="block">To</span>
          <Input type="date" name="to" required defaultValue={period.to} max={today} className="w-40" />
        </label>
        <Button type="submit" variant="outline">
          Show range
        </Button>
      </Form>
    </div>
  );
}
