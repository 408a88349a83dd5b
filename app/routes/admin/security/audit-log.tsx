import { AuditLogPanel } from "./audit-log-panel";
import { parsePage } from "~/lib/core/page-number";
import { parseAuditFilter } from "~/lib/security/audit-log";
import { auditLogPage } from "~/services/security";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/audit-log";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "security:manage");
  const url = new URL(request.url);
  const filter = parseAuditFilter(url.searchParams.get("filter"));
  const page = parsePage(url.searchParams.get("page"));
  const read = () => auditLogPage(context.database.db, filter, page);
  return { filter, ...(await loadOrUnavailable(context, read, { label: "audit log", fallback: { page, hasNext: false, entries: [] } })) };
}

export default function SecurityAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPanel {...loaderData} />;
}
