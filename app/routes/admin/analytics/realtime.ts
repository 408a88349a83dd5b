import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { parseDashboardQuery } from "~/lib/analytics/dashboard-query";
import { todayIsoDate } from "~/lib/core/iso-day";
import { realtimeVisitors } from "~/services/analytics/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import type { Route } from "./+types/realtime";

/** The realtime card's figures, polled by the open dashboard; polling is not activity, so it does not extend the session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "analytics:view", { touch: false });
  const now = new Date();
  // The dashboard's filters narrow realtime too; a malformed one is left out, as on the dashboard.
  const { query } = parseDashboardQuery(new URL(request.url).searchParams, todayIsoDate(now));
  const figures = await loadOrUnavailable(context, () => realtimeVisitors(context.database.db, user, now, query.filters));
  return Response.json(figures, { headers: ADMIN_RESPONSE_HEADERS });
}
