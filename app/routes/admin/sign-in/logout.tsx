import { redirectDocument, href } from "react-router";
import { visitorEventFields, visitorOf } from "~/services/auth";
import { signOut } from "~/services/auth/index";
import { loginRedirect, readSessionToken } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/logout";

/** GET never changes state: it only leads back to the login page. */
export function loader() {
  return redirectDocument(href("/svcs/team"), { headers: { "Cache-Control": "no-store" } });
}

/**
 * Deletes the session on the server, records the logout and shows the logout notice once. When the
 * server cannot do its part (the database is down), the failure is logged and this browser's
 * session is still cleared (the spec's logout): the row ends with its idle timeout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = await readSessionToken(context.config, request);
  const ended = await signOut(context.database.db, {
    token,
    ...visitorEventFields(visitorOf(request, context)),
    idleMinutes: context.config.SESSION_IDLE_MINUTES,
    now: new Date(),
  }).catch((error: unknown) => {
    context.log.warn({ err: error }, "logout could not end the session on the server");
    return { wasSignedIn: token !== null };
  });
  return loginRedirect(context.config, ended.wasSignedIn ? "logged-out" : null, { clearSession: true, noStore: true });
}
