import { LogOut } from "lucide-react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/lib/core/date-time";
import type { AccountActionResult, SessionRow } from "./account-actions";
import { SESSION_COLUMNS, TWO_FACTOR_ACCOUNT_TEXT } from "~/lib/two-factor/two-factor-account-text";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";

const COLUMNS = Object.values(SESSION_COLUMNS);

/** One fetcher for every row's End button: the card outlives the ended session's row and announces the result. */
const END_SESSION_FETCHER_KEY = "account-end-session";

function SessionLine({ session }: { session: SessionRow }) {
  const fetcher = useFetcher<AccountActionResult>({ key: END_SESSION_FETCHER_KEY });
  return (
    <DataRow>
      <DataCell label={SESSION_COLUMNS.device} className="font-medium text-slate-900">
        {session.device}
      </DataCell>
      <DataCell label={SESSION_COLUMNS.ip} className="font-mono text-slate-700">
        {session.ipAddress ?? "-"}
      </DataCell>
      <DataCell label={SESSION_COLUMNS.country} className="text-slate-700">
        {session.country ?? "-"}
      </DataCell>
      <DataCell label={SESSION_COLUMNS.created} className="whitespace-nowrap text-slate-700">
        <LocalDateTime iso={session.createdAt} format={formatDateTime} />
      </DataCell>
      <DataCell label={SESSION_COLUMNS.lastSeen} className="whitespace-nowrap text-slate-700">
        <LocalDateTime iso={session.lastSeenAt} format={formatDateTime} />
      </DataCell>
      <DataCell label={SESSION_COLUMNS.actions} className="py-2">
        {session.current ? (
          <Badge tone="accent">{TWO_FACTOR_ACCOUNT_TEXT.thisSession}</Badge>
        ) : (
          <fetcher.Form method="post">
            <Honeypot />
            <input type="hidden" name="sessionId" value={session.id} />
            <Button
              type="submit"
              name="intent"
              value="end-session"
              size="sm"
              variant="outline"
              disabled={fetcher.state !== "idle"}
              aria-label={`${TWO_FACTOR_ACCOUNT_TEXT.endSession}: ${session.device}, ${session.ipAddress ?? ""}`}
            >
              <LogOut aria-hidden />
              {TWO_FACTOR_ACCOUNT_TEXT.endSession}
            </Button>
          </fetcher.Form>
        )}
      </DataCell>
    </DataRow>
  );
}

/** The account's signed-in browsers; any but this one can be ended, or all of them at once. */
export function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const endOthers = useFetcher<AccountActionResult>();
  useActionToast(endOthers);
  useActionToast(useFetcher<AccountActionResult>({ key: END_SESSION_FETCHER_KEY }));
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Card>
      <PanelHeader
        title={TWO_FACTOR_ACCOUNT_TEXT.sessionsTitle}
        description={TWO_FACTOR_ACCOUNT_TEXT.sessionsIntro}
        action={
          <endOthers.Form method="post">
            <Honeypot />
            <Button type="submit" name="intent" value="end-others" size="sm" variant="outline" disabled={others === 0 || endOthers.state !== "idle"}>
              {TWO_FACTOR_ACCOUNT_TEXT.endOthers}
            </Button>
          </endOthers.Form>
        }
      />
      <DataTable caption={TWO_FACTOR_ACCOUNT_TEXT.sessionsTitle} columns={COLUMNS}>
        {sessions.map((session) => (
          <SessionLine key={session.id} session={session} />
        ))}
      </DataTable>
      {others === 0 ? <p className="px-4 pb-4 text-sm text-slate-600 sm:px-5">{TWO_FACTOR_ACCOUNT_TEXT.noOtherSessions}</p> : null}
    </Card>
  );
}
