import { WarningsPanel } from "./warnings-panel";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleSecurityAction, securityReport } from "./security.server";
import type { Route } from "./+types/warnings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdmin(request, context, "security:manage");
  return securityReport(request, context, actor);
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdmin(request, context, "security:manage");
  return handleSecurityAction(request, context, actor);
}

export default function SecurityWarnings({ loaderData }: Route.ComponentProps) {
  return <WarningsPanel results={loaderData.results} />;
}
