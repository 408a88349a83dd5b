import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/lib/core/date-time";
import type { SecuritySeverity } from "~/lib/users/user-types";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PanelHeader } from "~/components/admin/panel-header";
import { SeverityBadge } from "./severity-badge";

export type Vulnerability = { checkId: string; title: string; severity: SecuritySeverity; summary: string; firstSeenAt: string };

const COLUMNS = { severity: "Severity", check: "Check", found: "What was found", first: "First Seen" } as const;

/** The checks that fail now, most severe first, with when each failure was first seen. */
export function VulnerabilitiesPanel({ vulnerabilities }: { vulnerabilities: Vulnerability[] }) {
  return (
    <Card>
      <PanelHeader title="Vulnerabilities" description="Failed checks by severity, with the date each was first seen." action={null} />
      <DataTable
        caption="Failed checks, most severe first"
        columns={Object.values(COLUMNS)}
        message={vulnerabilities.length === 0 ? "No vulnerabilities: every check passes." : null}
      >
        {vulnerabilities.map((item) => (
          <DataRow key={item.checkId}>
            <DataCell label={COLUMNS.severity}>
              <SeverityBadge severity={item.severity} />
            </DataCell>
            <DataCell label={COLUMNS.check} className="font-medium text-slate-900">
              {item.title}
            </DataCell>
            <DataCell label={COLUMNS.found} className="text-slate-700">
              {item.summary}
            </DataCell>
            <DataCell label={COLUMNS.first} className="whitespace-nowrap">
              <LocalDateTime iso={item.firstSeenAt} format={formatDateTime} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Card>
  );
}
