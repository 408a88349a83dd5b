import { ADMIN_RESPONSE_HEADERS } from "~/lib/admin/admin-headers";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { loginHistoryVersion } from "~/services/security";
import type { Route } from "./+types/version";

/** Polled by an open Login History tab; polling is not activity, so it doesn't keep the session alive. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "loginHistory:view", { touch: false });
  const version = await loadOrUnavailable(context, () => loginHistoryVersion(context.database.db));
  return Response.json({ version }, { headers: ADMIN_RESPONSE_HEADERS });
}
