import { CSV_UTF8_BOM } from "~/lib/core/csv";
import { exportSubscribers, subscriberQueryOf } from "~/services/newsletter";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/export";

/** The subscribers of the list's current filters, with their consent proof, as a CSV file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "newsletter:manage");
  const query = subscriberQueryOf(new URL(request.url).searchParams);
  const csv = await loadOrUnavailable(context, () => exportSubscribers(context.database.db, user.actor, query));
  return new Response(CSV_UTF8_BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
