import { RateLimitMonitor } from "./rate-limit-monitor";
import { ScoreCard } from "./score-card";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleSecurityAction, monitorData, securityReport } from "./security.server";
import type { Route } from "./+types/overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdmin(request, context, "security:manage");
  const [report, monitor] = await Promise.all([securityReport(request, context, actor), monitorData(context)]);
  return { score: report.score, failed: report.failed, total: report.results.length, ...monitor };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdmin(request, context, "security:manage");
  return handleSecurityAction(request, context, actor);
}

export default function SecurityOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ScoreCard score={loaderData.score} failed={loaderData.failed} total={loaderData.total} />
      <RateLimitMonitor entries={loaderData.entries} slowdowns={loaderData.slowdowns} />
    </div>
  );
}
