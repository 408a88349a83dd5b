import { TriangleAlert } from "lucide-react";
import { Link, href, useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/admin/action-result";
import { ACKNOWLEDGE_ALERTS_FETCHER_KEY } from "./acknowledge-alerts-key";
import { SECURITY_ALERT_TEXT, SITE_ALERT_TEXT, type SecurityAlerts } from "~/lib/security/security-alerts";

export { ACKNOWLEDGE_ALERTS_FETCHER_KEY } from "./acknowledge-alerts-key";

/**
 * What the server's own checks detected (never a client-side guess); nothing when all is well.
 * What concerns this account asks it to act (change its password when it did not make the
 * attempts); what concerns other accounts or the site says so, and asks nothing of this one. Both
 * can be acknowledged: the banner then waits for something new.
 */
export function SecurityAlertBanner({ alerts }: { alerts: SecurityAlerts }) {
  const fetcher = useFetcher<ActionResult>({ key: ACKNOWLEDGE_ALERTS_FETCHER_KEY });
  if (alerts.violations.length === 0 && alerts.siteWide.length === 0) return null;
  return (
    <section aria-labelledby="security-alert-title" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <div className="flex gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="min-w-0 space-y-3">
          <h2 id="security-alert-title" className="font-semibold">
            {SECURITY_ALERT_TEXT.title}
          </h2>
          {alerts.violations.length ? (
            <div>
              <p className="text-sm">{SECURITY_ALERT_TEXT.intro}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {alerts.violations.map((violation) => (
                  <li key={violation}>{violation}</li>
                ))}
              </ul>
              {alerts.critical ? <p className="mt-2 text-sm font-semibold">{SECURITY_ALERT_TEXT.critical}</p> : null}
            </div>
          ) : null}
          {alerts.siteWide.length ? (
            <div>
              <h3 className="text-sm font-semibold">{SITE_ALERT_TEXT.title}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {alerts.siteWide.map((incident) => (
                  <li key={incident}>{incident}</li>
                ))}
              </ul>
              <p className="mt-2 text-sm">
                {SITE_ALERT_TEXT.intro}{" "}
                <Link to={href("/svcs/admin-dashboard/security/audit-log")} className="font-semibold underline underline-offset-2">
                  {SITE_ALERT_TEXT.link}
                </Link>
              </p>
            </div>
          ) : null}
          <fetcher.Form method="post" action={href("/svcs/admin-dashboard")} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Honeypot />
            <Button type="submit" name="intent" value="acknowledge-alerts" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
              {SITE_ALERT_TEXT.acknowledge}
            </Button>
            <span className="text-xs">{SITE_ALERT_TEXT.acknowledgeHint}</span>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
