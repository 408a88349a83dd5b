import { SectionCard } from "~/components/ui/card";
import { formatUsd } from "~/lib/analytics/figures";
import { formatCount } from "~/lib/core/numbers";
import type { GoalRow } from "~/lib/analytics/goals";
import { DataRow, DataTable } from "~/components/admin/data-table";

/** The spec's events as goals: how often, by how many visitors, the share of visitors converting, and their value. */
export function GoalsCard({ goals }: { goals: GoalRow[] }) {
  return (
    <SectionCard className="min-w-0" aria-labelledby="goals-heading">
      <h3 id="goals-heading" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        Goals
      </h3>
      <DataTable
        caption="Goals in this period"
        columns={["Goal", "Events", "Visitors", "Conversion rate", "Value"]}
        message={goals.length ? null : "No goals were reached in this period."}
      >
        {goals.map((goal) => (
          <DataRow key={`${goal.name}:${goal.detail}`}>
            <td className="px-3 py-2 break-all">{goal.label}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatCount(goal.events)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatCount(goal.visitors)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{goal.conversionRate}%</td>
            <td className="px-3 py-2 text-right tabular-nums">{goal.value ? formatUsd(goal.value) : "-"}</td>
          </DataRow>
        ))}
      </DataTable>
    </SectionCard>
  );
}
