import { GuessingMonitor } from "./guessing-monitor";
import { RateLimitMonitor } from "./rate-limit-monitor";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { handleSecurityAction } from "./security.server";
import { monitorData } from "./security-report.server";
import type { Route } from "./+types/monitoring";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "security:manage");
  return loadOrUnavailable(context, () => monitorData(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "security:manage");
  return handleSecurityAction(request, context, user);
}

export default function SecurityMonitoring({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <GuessingMonitor accounts={loaderData.guessing} />
      <RateLimitMonitor entries={loaderData.entries} slowdowns={loaderData.slowdowns} />
    </div>
  );
}
