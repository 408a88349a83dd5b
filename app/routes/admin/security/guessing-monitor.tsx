import { Unlock } from "lucide-react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/lib/core/date-time";
import { type GuessedAccount, SECRET_GUESS_TEXT } from "~/lib/auth/secret-guess-rules";
import type { SecurityActionResult } from "./security-center-text";
import { DataCell, DataRow, DataTable } from "~/components/admin/data-table";
import { LocalDateTime } from "~/components/admin/local-date-time";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";

const COLUMNS = { username: "Account", failures: "Wrong in a row", last: "Last Wrong", status: "Status", actions: "Actions" } as const;

function LiftButton({ account }: { account: GuessedAccount }) {
  const fetcher = useFetcher<SecurityActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post">
      <Honeypot />
      <input type="hidden" name="userId" value={account.userId} />
      <Button
        type="submit"
        name="intent"
        value="lift-guessing"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`Lift the lock on wrong passwords and codes of ${account.username}`}
      >
        <Unlock aria-hidden />
        {SECRET_GUESS_TEXT.lift}
      </Button>
    </fetcher.Form>
  );
}

/** Accounts whose second-factor codes or re-entered passwords were wrong 10 times or more in a row (decision 049). */
export function GuessingMonitor({ accounts }: { accounts: GuessedAccount[] }) {
  return (
    <Card>
      <PanelHeader title={SECRET_GUESS_TEXT.monitorTitle} description={SECRET_GUESS_TEXT.monitorIntro} action={null} />
      <DataTable
        caption="Accounts with wrong passwords or codes in a row"
        columns={Object.values(COLUMNS)}
        message={accounts.length === 0 ? SECRET_GUESS_TEXT.monitorEmpty : null}
      >
        {accounts.map((account) => (
          <DataRow key={account.userId}>
            <DataCell label={COLUMNS.username} className="font-medium text-slate-900">
              {account.username}
            </DataCell>
            <DataCell label={COLUMNS.failures}>{account.failures}</DataCell>
            <DataCell label={COLUMNS.last} className="whitespace-nowrap">
              {account.lastFailureAt ? <LocalDateTime iso={account.lastFailureAt} format={formatDateTime} /> : "-"}
            </DataCell>
            <DataCell label={COLUMNS.status}>
              {account.locked ? (
                <Badge tone="danger">Locked</Badge>
              ) : account.delayedUntil ? (
                <span className="flex flex-wrap items-center gap-x-1">
                  <Badge tone="warning">Delayed</Badge>
                  <span>
                    until <LocalDateTime iso={account.delayedUntil} format={formatDateTime} />
                  </span>
                </span>
              ) : (
                <Badge tone="warning">Counting</Badge>
              )}
            </DataCell>
            <DataCell label={COLUMNS.actions}>
              <LiftButton account={account} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Card>
  );
}
