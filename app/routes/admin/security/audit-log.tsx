import { AuditLogPanel } from "./audit-log-panel";
import { parsePage } from "~/lib/core/page-number";
import { parseAuditFilter } from "~/lib/security/audit-log";
import { auditLogPage } from "~/services/security/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/audit-log";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "security:manage");
  const url = new URL(request.url);
  const filter = parseAuditFilter(url.searchParams.get("filter"));
  const page = parsePage(url.searchParams.get("page"));
  try {
    return { ok: true as const, filter, ...(await auditLogPage(context.database.db, filter, page)) };
  } catch (error) {
    context.log.error({ err: error }, "audit log could not load");
    return { ok: false as const, filter, page, hasNext: false, entries: [] };
  }
}

export default function SecurityAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPanel {...loaderData} />;
}
