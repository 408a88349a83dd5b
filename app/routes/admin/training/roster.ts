import { CSV_UTF8_BOM } from "~/lib/core/csv";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { exportRoster } from "~/services/training";
import type { Route } from "./+types/roster";

/** A session's roster as a CSV file (the export is audited). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const { filename, csv } = await loadOrUnavailable(context, () => exportRoster(context.database.db, user.actor, params.sessionId));
  return new Response(CSV_UTF8_BOM + csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}
