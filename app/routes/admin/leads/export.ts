import { CSV_UTF8_BOM } from "~/lib/core/csv";
import { leadsCsvFileName } from "~/lib/leads/lead-csv";
import { parseLeadListQuery } from "~/lib/leads/lead-list-query";
import { exportLeads } from "~/services/leads";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/export";

/** The leads of the list's current filters as a CSV file (every lead when none is set). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "leads:manage");
  const query = parseLeadListQuery(new URL(request.url).searchParams);
  const csv = await loadOrUnavailable(context, () => exportLeads(context.database.db, user.actor, query));
  return new Response(CSV_UTF8_BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
