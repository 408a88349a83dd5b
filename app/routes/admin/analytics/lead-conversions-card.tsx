import { DataRow, DataTable } from "~/components/admin/data-table";
import { Card } from "~/components/ui/card";
import type { LeadConversionRow } from "~/lib/analytics/lead-conversions";
import { formatCount } from "~/lib/core/numbers";

function ConversionTable({ caption, column, rows, empty }: { caption: string; column: string; rows: LeadConversionRow[]; empty: string }) {
  return (
    <DataTable caption={caption} columns={[column, "Visits", "Leads", "Conversion rate"]} message={rows.length ? null : empty}>
      {rows.map((row) => (
        <DataRow key={row.value}>
          <td className="px-3 py-2 break-all">{row.label}</td>
          <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.visits)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.leads)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{row.conversionRate === null ? "-" : `${row.conversionRate}%`}</td>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** Consultation requests (leads) of the period beside the visits of the same referrer site or campaign. */
export function LeadConversionsCard({
  conversions,
  filtered,
}: {
  conversions: { sources: LeadConversionRow[]; campaigns: LeadConversionRow[] };
  filtered: boolean;
}) {
  return (
    <section aria-labelledby="lead-conversions-heading" className="min-w-0">
      <Card>
        <div className="border-b border-slate-200 px-4 py-3">
          <h3 id="lead-conversions-heading" className="font-semibold text-slate-900">
            Leads by source and campaign
          </h3>
          <p className="text-sm text-slate-600">
            Consultation requests sent through the contact form, per 100 visits from the same place.
            {filtered ? " Leads are counted for the whole period, whatever the filters." : ""}
          </p>
        </div>
        <div className="grid gap-0 lg:grid-cols-2">
          <ConversionTable caption="Leads by referrer site" column="Source" rows={conversions.sources} empty="No visits or leads in this period." />
          <ConversionTable caption="Leads by campaign" column="Campaign" rows={conversions.campaigns} empty="No campaign visits or leads in this period." />
        </div>
      </Card>
    </section>
  );
}
