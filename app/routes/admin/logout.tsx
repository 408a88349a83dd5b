import { redirect } from "react-router";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { clearSessionCookie, flashCookie, readSessionToken } from "~/routes/admin/session-cookie.server";
import { currentAdmin, deleteSessionByToken } from "~/services/auth";
import { recordLoginEvent } from "~/services/security";
import type { Route } from "./+types/logout";

/** GET never changes state: it only leads back to the login page. */
export function loader() {
  return redirect(ADMIN_PATHS.login, { headers: { "Cache-Control": "no-store" } });
}

/** Deletes the session on the server, records the logout and shows the logout notice once. */
export async function action({ request, context }: Route.ActionArgs) {
  const lookup = await currentAdmin(request, context, { touch: false });
  const token = await readSessionToken(context.config, request);
  if (token) await deleteSessionByToken(context.database.db, token);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await clearSessionCookie(context.config));
  if (lookup.status === "valid") {
    await recordLoginEvent(context.database.db, {
      username: lookup.user.username,
      success: true,
      ipAddress: context.clientIp,
      action: "logout",
      now: new Date(),
    });
    headers.append("Set-Cookie", await flashCookie(context.config).serialize("logged-out"));
  }
  return redirect(ADMIN_PATHS.login, { headers });
}
