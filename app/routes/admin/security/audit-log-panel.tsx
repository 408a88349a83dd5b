import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/lib/core/date-time";
import {
  AUDIT_FILTER_LABEL,
  AUDIT_FILTERS,
  AUDIT_LOG_TEXT,
  type AuditFilter,
  type AuditLogEntry,
  auditEventLabel,
  auditEventName,
  auditEventSeverity,
} from "~/lib/security/audit-log";
import { cn } from "~/lib/ui/cn";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PageLinks } from "~/components/admin/page-links";
import { PanelHeader } from "~/components/admin/panel-header";
import { SeverityBadge } from "./severity-badge";

type Props = { ok: boolean; filter: AuditFilter; page: number; hasNext: boolean; entries: AuditLogEntry[] };

const COLUMNS = { time: "Time", event: "Event", severity: "Severity", actor: "Actor", target: "Subject", ip: "IP Address", details: "Details" } as const;

function pageHref(filter: AuditFilter, page: number) {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${href("/svcs/admin-dashboard/security/audit-log")}?${query}` : href("/svcs/admin-dashboard/security/audit-log");
}

function EntryRow({ entry }: { entry: AuditLogEntry }) {
  return (
    <DataRow alignTop>
      <DataCell label={COLUMNS.time} className="whitespace-nowrap">
        <LocalDateTime iso={entry.at} format={formatDateTime} />
      </DataCell>
      <DataCell label={COLUMNS.event}>
        <span className="font-mono text-xs font-semibold text-slate-900">{auditEventName(entry.kind)}</span>
        <span className="block text-xs text-slate-600">{auditEventLabel(entry.kind)}</span>
        {entry.outcome === "failure" && entry.source === "audit" ? <Badge tone="danger">Failed</Badge> : null}
      </DataCell>
      <DataCell label={COLUMNS.severity}>
        <SeverityBadge severity={auditEventSeverity(entry.kind)} />
      </DataCell>
      <DataCell label={COLUMNS.actor}>{entry.actor ?? <span className="text-slate-500">System or visitor</span>}</DataCell>
      <DataCell label={COLUMNS.target}>{entry.target ?? "-"}</DataCell>
      <DataCell label={COLUMNS.ip} className="font-mono text-xs">
        {entry.ipAddress ?? "-"}
      </DataCell>
      <DataCell label={COLUMNS.details} className="max-w-sm text-xs text-slate-700">
        {entry.details ?? "-"}
      </DataCell>
    </DataRow>
  );
}

/** Admin actions, sign-ins and security signals, newest first, 20 a page. */
export function AuditLogPanel({ ok, filter, page, hasNext, entries }: Props) {
  const message = !ok ? "The audit log could not be loaded. Please try again in a moment." : entries.length === 0 ? AUDIT_LOG_TEXT.empty : null;
  return (
    <Card>
      <PanelHeader title="Audit Log" description="Who did what, when and from where. Times are shown in your time zone." action={null} />
      <nav aria-label="Filter the audit log" className="flex flex-wrap gap-1 border-b border-slate-200 p-4 sm:px-5">
        {AUDIT_FILTERS.map((option) => (
          <Link
            key={option}
            to={pageHref(option, 1)}
            aria-current={option === filter ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600",
              option === filter ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200",
            )}
          >
            {AUDIT_FILTER_LABEL[option]}
          </Link>
        ))}
      </nav>
      <DataTable
        caption={`Audit log, ${AUDIT_FILTER_LABEL[filter].toLowerCase()}, page ${page}`}
        columns={Object.values(COLUMNS)}
        message={message}
        cardsBelow="lg"
      >
        {entries.map((entry) => (
          <EntryRow key={`${entry.source}-${entry.id}`} entry={entry} />
        ))}
      </DataTable>
      <PageLinks label="Audit log pages" page={page} hasNext={hasNext} hrefFor={(to) => pageHref(filter, to)} position={`Page ${page}`} />
    </Card>
  );
}
