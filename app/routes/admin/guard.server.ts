import { redirect } from "react-router";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import type { Permission } from "~/lib/auth/permissions";
import { authorize, NotPermittedError, type SessionUser, type TwoFactorStanding } from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import { currentAdmin, loginRedirect } from "./session-cookie.server";

/**
 * Guard for every admin loader and action: anonymous visitors and ended sessions are sent to the
 * login page (an ended session with a one-time notice); a role without the permission gets 403.
 * When every account must use two-factor, one without it is sent to its account page to enrol
 * (`enrolling` marks the loaders and actions of that page).
 */
export async function requireAdmin(
  request: Request,
  context: Pick<RequestContext, "config" | "database">,
  permission: Permission,
  options: { now?: Date; touch?: boolean; enrolling?: boolean } = {},
): Promise<SessionUser & { twoFactor: TwoFactorStanding }> {
  const lookup = await currentAdmin(request, context, options);
  if (lookup.status !== "valid") {
    const ended = lookup.status !== "missing";
    throw await loginRedirect(context.config, ended ? "session-ended" : null, { clearSession: ended });
  }
  if (lookup.twoFactor.required && !lookup.twoFactor.enabled && !options.enrolling) throw redirect(ADMIN_PATHS.account);
  try {
    authorize(lookup.user, permission);
  } catch (error) {
    if (error instanceof NotPermittedError) throw forbidden(error);
    throw error;
  }
  return { ...lookup.user, twoFactor: lookup.twoFactor };
}

/** The 403 answer to a role that lacks a permission. */
export function forbidden(error: NotPermittedError): Response {
  return new Response(error.message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
