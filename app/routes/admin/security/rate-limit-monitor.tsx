import { Unlock } from "lucide-react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/lib/core/date-time";
import { type MonitorEntry, MONITOR_TEXT, type Slowdown, STATUS_LABEL } from "~/lib/security/rate-limit-monitor";
import type { SecurityActionResult } from "./security-center-text";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";

const MONITOR_COLUMNS = {
  ip: "IP Address",
  username: "Username",
  attempts: "Attempts",
  first: "First Attempt",
  last: "Last Attempt",
  status: "Status",
  until: "Blocked Until",
  actions: "Actions",
} as const;
const SLOWDOWN_COLUMNS = { limit: "Limit", key: "Address or account", hits: "Requests", since: "Since", until: "Until" } as const;
const STATUS_TONE = { active: "accent", warning: "warning", blocked: "danger" } as const;

/** One fetcher for every Lift button: a lifted row (and its button) goes, the monitor (which stays) says how it went. */
const LIFT_FETCHER_KEY = "security-lift-block";

function LiftButton({ entry }: { entry: MonitorEntry }) {
  const fetcher = useFetcher<SecurityActionResult>({ key: LIFT_FETCHER_KEY });
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <input type="hidden" name="ipAddress" value={entry.ipAddress} />
      <input type="hidden" name="usernameKey" value={entry.usernameKey} />
      <Button
        type="submit"
        name="intent"
        value="lift"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`Lift the block of ${entry.usernameKey} from ${entry.ipAddress}`}
      >
        <Unlock aria-hidden />
        Lift block
      </Button>
    </fetcher.Form>
  );
}

function MonitorRow({ entry }: { entry: MonitorEntry }) {
  return (
    <DataRow>
      <DataCell label={MONITOR_COLUMNS.ip} className="font-mono text-xs">
        {entry.ipAddress}
      </DataCell>
      <DataCell label={MONITOR_COLUMNS.username} className="font-medium text-slate-900">
        {entry.usernameKey}
      </DataCell>
      <DataCell label={MONITOR_COLUMNS.attempts}>{entry.attempts}</DataCell>
      <DataCell label={MONITOR_COLUMNS.first} className="whitespace-nowrap">
        <LocalDateTime iso={entry.firstAttempt} format={formatDateTime} />
      </DataCell>
      <DataCell label={MONITOR_COLUMNS.last} className="whitespace-nowrap">
        <LocalDateTime iso={entry.lastAttempt} format={formatDateTime} />
      </DataCell>
      <DataCell label={MONITOR_COLUMNS.status}>
        <Badge tone={STATUS_TONE[entry.status]}>{STATUS_LABEL[entry.status]}</Badge>
      </DataCell>
      <DataCell label={MONITOR_COLUMNS.until} className="whitespace-nowrap">
        {entry.blockedUntil ? <LocalDateTime iso={entry.blockedUntil} format={formatDateTime} /> : "-"}
      </DataCell>
      <DataCell label={MONITOR_COLUMNS.actions}>{entry.status === "blocked" || entry.status === "warning" ? <LiftButton entry={entry} /> : null}</DataCell>
    </DataRow>
  );
}

/** Failed sign-ins per address and username over the last 24 hours, with the lock-out's status, and who a rate limit slows now. */
export function RateLimitMonitor({ entries, slowdowns }: { entries: MonitorEntry[]; slowdowns: Slowdown[] }) {
  useActionToast(useFetcher<SecurityActionResult>({ key: LIFT_FETCHER_KEY }));
  return (
    <div className="space-y-6">
      <Card>
        <PanelHeader
          title="Rate Limit Monitor"
          description="Failed sign-ins per IP address and username over the last 24 hours: warning from 3, blocked from 5 for 30 minutes."
          action={null}
        />
        <DataTable
          caption="Failed sign-ins by address and username, most recent first"
          columns={Object.values(MONITOR_COLUMNS)}
          region={{ label: "Rate limit entries", busy: false }}
          cardsBelow="lg"
          message={entries.length === 0 ? MONITOR_TEXT.empty : null}
        >
          {entries.map((entry) => (
            <MonitorRow key={`${entry.ipAddress} ${entry.usernameKey}`} entry={entry} />
          ))}
        </DataTable>
      </Card>
      <Card>
        <PanelHeader
          title="Slowed down now"
          description="Addresses and accounts over a rate limit in its current window: their requests are refused until it ends."
          action={null}
        />
        <DataTable
          caption="Addresses and accounts over a rate limit"
          columns={Object.values(SLOWDOWN_COLUMNS)}
          message={slowdowns.length === 0 ? MONITOR_TEXT.noSlowdowns : null}
        >
          {slowdowns.map((slowdown) => (
            <DataRow key={`${slowdown.limit} ${slowdown.key}`}>
              <DataCell label={SLOWDOWN_COLUMNS.limit}>{slowdown.limit}</DataCell>
              <DataCell label={SLOWDOWN_COLUMNS.key} className="font-mono text-xs">
                {slowdown.key}
              </DataCell>
              <DataCell label={SLOWDOWN_COLUMNS.hits}>
                {slowdown.hits} (limit {slowdown.allowed})
              </DataCell>
              <DataCell label={SLOWDOWN_COLUMNS.since} className="whitespace-nowrap">
                <LocalDateTime iso={slowdown.since} format={formatDateTime} />
              </DataCell>
              <DataCell label={SLOWDOWN_COLUMNS.until} className="whitespace-nowrap">
                <LocalDateTime iso={slowdown.until} format={formatDateTime} />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
