import { RateLimitMonitor } from "./rate-limit-monitor";
import { ScoreCard } from "./score-card";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { handleSecurityAction } from "./security.server";
import { monitorData, securityReport } from "./security-report.server";
import type { Route } from "./+types/overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "security:manage");
  const [report, monitor] = await loadOrUnavailable(context, () => Promise.all([securityReport(request, context, user.actor), monitorData(context)]));
  return { score: report.score, failed: report.failed, total: report.results.length, ...monitor };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "security:manage");
  return handleSecurityAction(request, context, user);
}

export default function SecurityOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ScoreCard score={loaderData.score} failed={loaderData.failed} total={loaderData.total} />
      <RateLimitMonitor entries={loaderData.entries} slowdowns={loaderData.slowdowns} />
    </div>
  );
}
