import { CSV_UTF8_BOM } from "~/lib/core/csv";
import { signoffCsvFileName } from "~/lib/publishing/signoff-values";
import { exportSignoffLog } from "~/services/publishing";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/export";

/** The whole sign-off log as a CSV file for a compliance file (the export is audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "content:manage");
  const csv = await loadOrUnavailable(context, () => exportSignoffLog(context.database.db, user.actor));
  return new Response(CSV_UTF8_BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${signoffCsvFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
