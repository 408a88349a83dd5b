import { useFetcher } from "react-router";
import { PanelHeader } from "~/components/admin/panel-header";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ALERT_MAIL_TEXT, type AccountActionResult, type AlertMailView } from "./account-actions";

/** An admin's choice to receive the staff alerts by mail. */
export function AlertMailCard({ view }: { view: AlertMailView }) {
  const fetcher = useFetcher<AccountActionResult>();
  useActionToast(fetcher);
  return (
    <Card>
      <PanelHeader title={ALERT_MAIL_TEXT.title} description={ALERT_MAIL_TEXT.description} action={null} />
      <div className="space-y-3 p-4 text-sm text-slate-800 sm:p-5">
        <p>
          {view.enabled ? "On" : "Off"}
          {view.email ? ` · sent to ${view.email}` : ""}
        </p>
        {!view.email ? <p className="text-amber-900">{ALERT_MAIL_TEXT.noEmail}</p> : null}
        {!view.mailConfigured ? <p className="text-amber-900">{ALERT_MAIL_TEXT.mailOff}</p> : null}
        <fetcher.Form method="post">
          <Honeypot />
          <input type="hidden" name="alertMail" value={view.enabled ? "off" : "on"} />
          <Button type="submit" name="intent" value="alert-mail" variant="outline" disabled={fetcher.state !== "idle"}>
            {view.enabled ? "Turn alert mail off" : "Turn alert mail on"}
          </Button>
        </fetcher.Form>
      </div>
    </Card>
  );
}
