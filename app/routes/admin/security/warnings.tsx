import { WarningsPanel } from "./warnings-panel";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { handleSecurityAction } from "./security.server";
import { securityReport } from "./security-report.server";
import type { Route } from "./+types/warnings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "security:manage");
  return loadOrUnavailable(context, () => securityReport(request, context, user.actor));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "security:manage");
  return handleSecurityAction(request, context, user);
}

export default function SecurityWarnings({ loaderData }: Route.ComponentProps) {
  return <WarningsPanel results={loaderData.results} />;
}
