import { redirectDocument, href } from "react-router";
import { signOut } from "~/services/auth/index";
import { loginRedirect, readSessionToken } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/logout";

/** GET never changes state: it only leads back to the login page. */
export function loader() {
  return redirectDocument(href("/svcs/team"), { headers: { "Cache-Control": "no-store" } });
}

/** Deletes the session on the server, records the logout and shows the logout notice once. */
export async function action({ request, context }: Route.ActionArgs) {
  const { wasSignedIn } = await signOut(context.database.db, {
    token: await readSessionToken(context.config, request),
    ipAddress: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    idleMinutes: context.config.SESSION_IDLE_MINUTES,
    now: new Date(),
  });
  return loginRedirect(context.config, wasSignedIn ? "logged-out" : null, { clearSession: true, noStore: true });
}
