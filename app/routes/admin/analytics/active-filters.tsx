import { X } from "lucide-react";
import { Link, href } from "react-router";
import { type DashboardQuery, dashboardSearch, FILTER_KEYS, type FilterKey, NONE_VALUE } from "~/lib/analytics/dashboard-query";

const FILTER_NAMES: Record<FilterKey, string> = { page: "Page", source: "Referrer", country: "Country", device: "Device" };
const NONE_NAMES: Record<FilterKey, string> = { page: "Unknown", source: "Direct / None", country: "Unknown", device: "Unknown" };

/** The filters narrowing the dashboard, each with a link that removes it. */
export function ActiveFilters({ query }: { query: DashboardQuery }) {
  const active = FILTER_KEYS.filter((key) => query.filters[key] !== undefined);
  if (active.length === 0) return null;
  return (
    <section aria-label="Active filters" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">Filtered by</span>
      {active.map((key) => {
        const value = query.filters[key]!;
        const shown = value === NONE_VALUE ? NONE_NAMES[key] : value;
        return (
          <Link
            key={key}
            to={`${href("/svcs/admin-dashboard/analytics")}${dashboardSearch(query, { filters: { [key]: null } })}`}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-brand-600"
            aria-label={`Remove filter ${FILTER_NAMES[key]}: ${shown}`}
          >
            {FILTER_NAMES[key]}: <span className="break-all">{shown}</span>
            <X aria-hidden className="size-3.5" />
          </Link>
        );
      })}
      {active.length > 1 ? (
        <Link
          to={`${href("/svcs/admin-dashboard/analytics")}${dashboardSearch({ ...query, filters: {} })}`}
          className="text-brand-700 underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Clear all
        </Link>
      ) : null}
    </section>
  );
}
