import { redirect, href } from "react-router";
import type { Permission } from "~/lib/auth/permissions";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";
import {
  type Actor,
  authorize,
  NotPermittedError,
  requestActor,
  type SessionLookup,
  type SessionUser,
  type TwoFactorStanding,
  visitorEventFields,
  visitorOf,
} from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { tabOfPath } from "./admin-tabs";
import { refuseBlockedCountry } from "./geo-block.server";
import { currentAdmin, loginRedirect, sessionCookieTampered } from "./session-cookie.server";

type GuardContext = Pick<RequestContext, "config" | "database" | "clientIp" | "requestId">;

/** The signed-in staff member of a request, with the one acting context every service write receives. */
export type AdminUser = SessionUser & { twoFactor: TwoFactorStanding; actor: Actor };

/**
 * The spec's session-risk rules, decided on the server: an expired session (past its 24 hours:
 * high risk; idle: recorded as ended) and a forged or tampered session cookie (critical).
 */
async function recordSessionRisk(request: Request, context: GuardContext, lookup: SessionLookup, now: Date): Promise<"ended" | "none"> {
  const origin = { at: now, ...visitorEventFields(visitorOf(request, context)) };
  const db = context.database.db;
  if (lookup.status === "expired") await recordEvent(db, { ...origin, kind: "session_expired", details: SECURITY_ALERT_TEXT.maxDuration });
  else if (lookup.status === "idle") await recordEvent(db, { ...origin, kind: "session_ended", details: SECURITY_ALERT_TEXT.sessionExpired });
  else if (lookup.status === "missing") {
    if (!(await sessionCookieTampered(context.config, request))) return "none";
    await recordEvent(db, { ...origin, kind: "session_invalid", details: SECURITY_ALERT_TEXT.weakToken });
  }
  return "ended";
}

/**
 * Guard for every admin loader and action: visitors from a blocked country get 'Access
 * Restricted'; anonymous visitors and ended sessions are sent to the login page (an ended or
 * invalid session with the one-time 'Critical Security Alert' notice); a role without the
 * permission gets 403. When every account must use two-factor, one without it is sent to its
 * account page to enrol (`enrolling` marks the loaders and actions of that page).
 */
export async function requireAdmin(
  request: Request,
  context: GuardContext,
  permission: Permission,
  options: { now?: Date; touch?: boolean; enrolling?: boolean; frame?: boolean } = {},
): Promise<AdminUser> {
  refuseBlockedCountry(context);
  const now = options.now ?? new Date();
  const lookup = await currentAdmin(request, context, { ...options, now });
  if (lookup.status !== "valid") {
    // The tampered cookie is cleared too, so it is not presented (and recorded) again.
    const ended = (await recordSessionRisk(request, context, lookup, now)) === "ended";
    throw await loginRedirect(context.config, ended ? "session-ended" : null, { clearSession: ended });
  }
  if (lookup.twoFactor.required && !lookup.twoFactor.enabled && !options.enrolling) throw redirect(href("/svcs/admin-dashboard/account"));
  try {
    // Everything under a tab's URL needs the tab's own permission too (admin-tabs.ts declares it).
    // The frame's own loader is exempt: a refused tab's 403 then shows inside the frame.
    const tab = options.frame ? null : tabOfPath(new URL(request.url).pathname);
    if (tab) authorize(lookup.user, tab.permission);
    authorize(lookup.user, permission);
  } catch (error) {
    if (error instanceof NotPermittedError) throw forbidden(error);
    throw error;
  }
  return { ...lookup.user, twoFactor: lookup.twoFactor, actor: requestActor(lookup.user, request, context) };
}

/** The 403 answer to a role that lacks a permission. */
export function forbidden(error: NotPermittedError): Response {
  return new Response(error.message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
