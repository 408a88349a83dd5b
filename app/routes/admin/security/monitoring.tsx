import { RateLimitMonitor } from "./rate-limit-monitor";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleSecurityAction, monitorData } from "./security.server";
import type { Route } from "./+types/monitoring";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "security:manage");
  return monitorData(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdmin(request, context, "security:manage");
  return handleSecurityAction(request, context, actor);
}

export default function SecurityMonitoring({ loaderData }: Route.ComponentProps) {
  return <RateLimitMonitor entries={loaderData.entries} slowdowns={loaderData.slowdowns} />;
}
