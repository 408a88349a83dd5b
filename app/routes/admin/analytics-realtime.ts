import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { realtimeVisitors } from "~/services/analytics";
import { requireAdmin } from "./guard.server";
import type { Route } from "./+types/analytics-realtime";

/** The realtime card's figures, polled by the open dashboard; polling is not activity, so it does not extend the session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "analytics:view", { touch: false });
  return Response.json(await realtimeVisitors(context.database.db, user, new Date()), { headers: ADMIN_RESPONSE_HEADERS });
}
