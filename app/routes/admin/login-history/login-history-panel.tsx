import { RefreshCw, Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Form, Link, useNavigation, useRevalidator, useRouteLoaderData, useSearchParams, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { cn } from "~/lib/ui/cn";
import {
  formatLoginDate,
  LOGIN_FILTERS,
  LOGIN_HISTORY_DATABASE_ERROR,
  LOGIN_HISTORY_TEXT,
  type LoginFilter,
  type LoginStats,
  successRate,
} from "~/lib/security/login-history";
import { useHydrated } from "~/lib/ui/use-hydrated";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { PanelHeader } from "~/components/admin/panel-header";
import { useLoginHistoryUpdates } from "./use-login-history-updates";

// Shown only while the database fails, as in the frame (admin-shell.tsx): loaded when shown there and here alike (issue 43).
const DatabaseErrorBanner = lazy(() => import("~/components/admin/database-error-banner").then((module) => ({ default: module.DatabaseErrorBanner })));

type LoginRecord = { id: string; username: string; timestamp: string; success: boolean; ipAddress: string | null };
type Props = { ok: boolean; filter: LoginFilter; search: string; version: string; stats: LoginStats; records: LoginRecord[] };

const HISTORY_COLUMNS = { date: "Date", time: "Time", username: "Username", ip: "IP Address", status: "Status" } as const;
const FILTER_LABEL: { [key in LoginFilter]: string } = { all: "All", success: "Success", failed: "Failed" };

function filterHref(filter: LoginFilter, search: string) {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  if (search) params.set("q", search);
  const query = params.toString();
  return query ? `${href("/svcs/admin-dashboard/login-history")}?${query}` : href("/svcs/admin-dashboard/login-history");
}

function StatCard({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={cn("mt-1 text-2xl font-bold", tone)}>{value}</p>
    </Card>
  );
}

function useRecordDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  // The server doesn't know the browser's time zone: it renders UTC, the browser then local time.
  const shown = hydrated ? date : new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
  const parts = formatLoginDate(shown);
  return { ...parts, suffix: hydrated ? "" : " UTC" };
}

function HistoryRow({ record }: { record: LoginRecord }) {
  const { date, time, suffix } = useRecordDate({ iso: record.timestamp });
  return (
    <DataRow>
      <DataCell label={HISTORY_COLUMNS.date} className="py-2.5 whitespace-nowrap">
        <time dateTime={record.timestamp}>{date}</time>
      </DataCell>
      <DataCell label={HISTORY_COLUMNS.time} className="py-2.5 whitespace-nowrap">
        {time}
        {suffix}
      </DataCell>
      <DataCell label={HISTORY_COLUMNS.username} className="py-2.5 font-medium text-slate-900">
        {record.username}
      </DataCell>
      <DataCell label={HISTORY_COLUMNS.ip} className="py-2.5 font-mono text-xs text-slate-700">
        {record.ipAddress ?? "-"}
      </DataCell>
      <DataCell label={HISTORY_COLUMNS.status} className="py-2.5">
        <Badge tone={record.success ? "accent" : "danger"}>{record.success ? "Success" : "Failed"}</Badge>
      </DataCell>
    </DataRow>
  );
}

export function LoginHistoryPanel({ ok, filter, search, version, stats, records }: Props) {
  useLoginHistoryUpdates(version);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/svcs/admin-dashboard/login-history");
  // The dashboard already shows the banner above the tabs when its own connection test failed.
  const dashboardToldError = useRouteLoaderData<{ databaseError: unknown }>("routes/admin/dashboard/layout")?.databaseError != null;

  // Refresh says how it ended once the new data is on screen: updated, or the spec's 'Database Error' when loading failed.
  const refreshing = useRef(false);
  useEffect(() => {
    if (!refreshing.current || revalidator.state !== "idle") return;
    refreshing.current = false;
    if (ok) toast({ title: LOGIN_HISTORY_TEXT.updated, variant: "success" });
    else toast({ title: LOGIN_HISTORY_TEXT.errorTitle, description: LOGIN_HISTORY_TEXT.errorDescription, variant: "destructive" });
  }, [revalidator.state, ok]);
  function refresh() {
    refreshing.current = true;
    toast({ title: LOGIN_HISTORY_TEXT.refreshing });
    void revalidator.revalidate();
  }

  const empty = stats.total === 0 ? LOGIN_HISTORY_TEXT.empty : LOGIN_HISTORY_TEXT.noMatch;
  const message = loading ? LOGIN_HISTORY_TEXT.loading : records.length === 0 ? (ok ? empty : LOGIN_HISTORY_TEXT.connectionFailed) : null;

  return (
    <div className="space-y-6">
      {ok || dashboardToldError ? null : (
        <Suspense fallback={null}>
          <DatabaseErrorBanner {...LOGIN_HISTORY_DATABASE_ERROR} />
        </Suspense>
      )}
      <section aria-label="Login statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Logins" value={String(stats.total)} tone="text-slate-900" />
        <StatCard label="Successful" value={String(stats.successful)} tone="text-emerald-700" />
        <StatCard label="Failed" value={String(stats.failed)} tone="text-red-700" />
        <StatCard label="Success Rate" value={successRate(stats)} tone="text-brand-700" />
      </section>
      <Card>
        <PanelHeader
          title="Login History"
          description="The 100 most recent sign-in attempts. Updates by itself."
          action={
            <Button variant="outline" onClick={refresh} disabled={revalidator.state !== "idle"}>
              <RefreshCw aria-hidden className={cn(revalidator.state !== "idle" && "animate-spin")} />
              Refresh
            </Button>
          }
        />
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <nav aria-label="Filter by result" className="flex gap-1">
            {LOGIN_FILTERS.map((option) => (
              <Link
                key={option}
                to={filterHref(option, search)}
                aria-current={option === filter ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600",
                  option === filter ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200",
                )}
              >
                {FILTER_LABEL[option]}
              </Link>
            ))}
          </nav>
          <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
            {params.get("status") ? <input type="hidden" name="status" value={filter} /> : null}
            <label htmlFor="history-search" className="sr-only">
              Search by username or IP address
            </label>
            <Input id="history-search" name="q" type="search" defaultValue={search} placeholder="Search username or IP" maxLength={100} className="sm:w-64" />
            <Button type="submit" variant="outline" aria-label="Search">
              <Search aria-hidden />
            </Button>
          </Form>
        </div>
        <DataTable
          caption="Login records, newest first"
          columns={Object.values(HISTORY_COLUMNS)}
          region={{ label: "Login records", busy: loading }}
          message={message}
        >
          {records.map((record) => (
            <HistoryRow key={record.id} record={record} />
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
