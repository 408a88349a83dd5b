import { Download } from "lucide-react";
import { Link, href } from "react-router";
import { SectionCard } from "~/components/ui/card";
import { type Breakdown, type BreakdownRow, SECONDARY_LABEL } from "~/lib/analytics/breakdowns";
import { type DashboardQuery, dashboardSearch, NONE_VALUE } from "~/lib/analytics/dashboard-query";
import { formatCount } from "~/lib/core/numbers";
import { DataRow, DataTable } from "~/components/admin/data-table";

type Props = { breakdown: Breakdown; rows: BreakdownRow[]; query: DashboardQuery; canExport: boolean };

function exportHref(query: DashboardQuery, breakdown: Breakdown): string {
  const search = new URLSearchParams(dashboardSearch(query));
  search.set("breakdown", breakdown.key);
  return `${href("/svcs/admin-dashboard/analytics/export")}?${search.toString()}`;
}

function RowLabel({ breakdown, row, query }: { breakdown: Breakdown; row: BreakdownRow; query: DashboardQuery }) {
  if (!breakdown.filter) return <span className="break-all">{row.label}</span>;
  const link = `${href("/svcs/admin-dashboard/analytics")}${dashboardSearch(query, { filters: { [breakdown.filter]: row.value || NONE_VALUE } })}`;
  return (
    <Link
      to={link}
      className="break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
      aria-label={`Filter by ${row.label}`}
    >
      {row.label}
    </Link>
  );
}

/** One ranked list: each row's visitors, its second count and its share of all visitors, with a bar for the share. */
export function BreakdownCard({ breakdown, rows, query, canExport }: Props) {
  const headingId = `breakdown-${breakdown.key}`;
  return (
    <SectionCard className="min-w-0" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {breakdown.title}
        </h3>
        {canExport && rows.length > 0 ? (
          <a
            href={exportHref(query, breakdown)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
            download
          >
            <Download aria-hidden className="size-4" /> CSV<span className="sr-only"> of {breakdown.title.toLowerCase()}</span>
          </a>
        ) : null}
      </div>
      <DataTable
        caption={`${breakdown.title}, by visitors`}
        columns={[breakdown.column, "Visitors", SECONDARY_LABEL[breakdown.secondary], "Share"]}
        message={rows.length ? null : "No data for this period."}
      >
        {rows.map((row) => (
          <DataRow key={row.value}>
            <td className="relative px-3 py-2">
              <span aria-hidden className="absolute inset-y-1 left-0 rounded-r bg-brand-100" style={{ width: `${Math.min(100, row.share)}%` }} />
              <span className="relative">
                <RowLabel breakdown={breakdown} row={row} query={query} />
              </span>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.visitors)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.secondary)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{row.share}%</td>
          </DataRow>
        ))}
      </DataTable>
    </SectionCard>
  );
}
