import { TriangleAlert } from "lucide-react";
import { SECURITY_ALERT_TEXT, type SecurityAlerts } from "~/lib/security/security-alerts";

/** What the server's own checks detected for this account (never a client-side guess); nothing when all is well. */
export function SecurityAlertBanner({ alerts }: { alerts: SecurityAlerts }) {
  if (alerts.violations.length === 0) return null;
  return (
    <section aria-labelledby="security-alert-title" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <div className="flex gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <h2 id="security-alert-title" className="font-semibold">
            {SECURITY_ALERT_TEXT.title}
          </h2>
          <p className="mt-1 text-sm">{SECURITY_ALERT_TEXT.intro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {alerts.violations.map((violation) => (
              <li key={violation}>{violation}</li>
            ))}
          </ul>
          {alerts.critical ? <p className="mt-2 text-sm font-semibold">{SECURITY_ALERT_TEXT.critical}</p> : null}
        </div>
      </div>
    </section>
  );
}
