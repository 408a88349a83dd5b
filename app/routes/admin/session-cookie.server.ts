import { redirect, redirectDocument, href } from "react-router";
import { SESSION_MAX_HOURS } from "~/lib/auth/session-rules";
import { CHALLENGE_MINUTES } from "~/lib/two-factor/two-factor-rules";
import { USER_TYPES, type UserType } from "~/lib/users/user-types";
import { lookupSession, type SessionLookup } from "~/services/auth";
import { type CookieConfig, type RequestContext, signedCookie } from "~/services/platform";
import { outageAsResponse } from "./database-unavailable.server";

/**
 * The one home of the admin session cookie and the login page's one-time notice: every response
 * that sets, reads or clears them is built here.
 */

/**
 * The admin session cookie: HttpOnly, SameSite=Strict, signed, and on https Secure with the
 * `__Host-` prefix (no Domain, Path=/), so no other origin or subdomain can set or read it.
 */
export function sessionCookie(config: CookieConfig) {
  return signedCookie(config, "admin_session", { sameSite: "strict", maxAgeSeconds: SESSION_MAX_HOURS * 3600 });
}

/** What a successful restore tells the login page: which archive, and when it was taken. */
export type RestoredNotice = { restored: { source: string; takenAt: string } };

export type FlashMessage = "logged-out" | "session-ended" | RestoredNotice;

function isRestoredNotice(value: unknown): value is RestoredNotice {
  const restored = (value as Partial<RestoredNotice> | null)?.restored;
  return typeof restored?.source === "string" && typeof restored.takenAt === "string" && !Number.isNaN(Date.parse(restored.takenAt));
}

function readFlash(value: unknown): FlashMessage | null {
  if (value === "logged-out" || value === "session-ended") return value;
  return isRestoredNotice(value) ? { restored: { source: value.restored.source.slice(0, 200), takenAt: value.restored.takenAt } } : null;
}

/** A one-time notice for the login page (shown once, then cleared), so reloads don't repeat it. */
function flashCookie(config: CookieConfig) {
  return signedCookie(config, "admin_flash", { sameSite: "lax", maxAgeSeconds: 120 });
}

/** Who the frame showed last (name and type), to draw the frame while the database cannot say. */
export type FrameHint = { username: string; userType: UserType };

/**
 * The last frame's account, signed: during a database outage the dashboard still shows its header,
 * tabs and Log out around the outage notice. Only ever drawn, never trusted: every page and action
 * asks the database who is signed in, and refuses while it cannot answer.
 */
function frameCookie(config: CookieConfig) {
  return signedCookie(config, "admin_frame", { sameSite: "strict", maxAgeSeconds: SESSION_MAX_HOURS * 3600 });
}

export async function readFrameHint(config: CookieConfig, request: Request): Promise<FrameHint | null> {
  const value = (await frameCookie(config).parse(request.headers.get("cookie"))) as Partial<FrameHint> | null;
  const userType = USER_TYPES.find((type) => type === value?.userType);
  return typeof value?.username === "string" && userType ? { username: value.username.slice(0, 100), userType } : null;
}

/** The Set-Cookie that remembers `hint`, or null when the request already carries it. */
export async function frameHintCookie(config: CookieConfig, request: Request, hint: FrameHint): Promise<string | null> {
  const current = await readFrameHint(config, request);
  if (current?.username === hint.username && current.userType === hint.userType) return null;
  return frameCookie(config).serialize(hint);
}

/**
 * The half-done sign-in of an account with two-factor: the challenge id between the password and
 * the code, for as long as the challenge lives. Strict, like the session cookie.
 */
function challengeCookie(config: CookieConfig) {
  return signedCookie(config, "admin_challenge", { sameSite: "strict", maxAgeSeconds: CHALLENGE_MINUTES * 60 });
}

export async function readChallengeToken(config: CookieConfig, request: Request): Promise<string | null> {
  const value: unknown = await challengeCookie(config).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

/** After a right password on an account with two-factor: on to the code step. */
export async function secondStepRedirect(config: CookieConfig, challengeToken: string): Promise<Response> {
  return redirectDocument(href("/svcs/team/two-factor"), { headers: { "Set-Cookie": await challengeCookie(config).serialize(challengeToken) } });
}

/** The Set-Cookie value that forgets a finished or abandoned challenge. */
export function clearChallengeCookie(config: CookieConfig): Promise<string> {
  return challengeCookie(config).serialize("", { maxAge: 0 });
}

/** A session cookie was sent but its signature does not verify: forged or tampered with. */
export async function sessionCookieTampered(config: CookieConfig, request: Request): Promise<boolean> {
  const name = sessionCookie(config).name;
  const sent = (request.headers.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`) && part.trim().length > name.length + 1);
  return sent && (await readSessionToken(config, request)) === null;
}

export async function readSessionToken(config: CookieConfig, request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(config).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

function clearSessionCookie(config: CookieConfig): Promise<string> {
  return sessionCookie(config).serialize("", { maxAge: 0 });
}

type AuthContext = Pick<RequestContext, "config" | "database">;

/**
 * The session of a request's cookie, judged. Background polling passes touch: false. Every admin
 * page starts here, so a database outage is answered here with the 503 "database unavailable".
 */
export async function currentAdmin(request: Request, context: AuthContext, options: { now?: Date; touch?: boolean } = {}): Promise<SessionLookup> {
  const token = await readSessionToken(context.config, request);
  return outageAsResponse(() =>
    lookupSession(context.database.db, token, {
      now: options.now ?? new Date(),
      idleMinutes: context.config.SESSION_IDLE_MINUTES,
      touch: options.touch,
    }),
  );
}

/** After a sign-in: on to the dashboard, carrying the new session (and forgetting a finished challenge). */
export async function signedInRedirect(config: CookieConfig, token: string, options: { clearChallenge?: boolean; to?: string } = {}): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await sessionCookie(config).serialize(token) });
  if (options.clearChallenge) headers.append("Set-Cookie", await clearChallengeCookie(config));
  return redirect(options.to ?? href("/svcs/admin-dashboard"), { headers });
}

/**
 * Back to the login page without a session; with a notice when there was one to end. A document
 * redirect: the sign-in steps are HTML-only pages (decision 051), which the hydrated admin area must
 * load as documents, not render in its client router.
 */
export async function loginRedirect(config: CookieConfig, notice: FlashMessage | null, init: { clearSession: boolean; noStore?: boolean }) {
  const headers = new Headers(init.noStore ? { "Cache-Control": "no-store" } : {});
  if (init.clearSession) {
    headers.append("Set-Cookie", await clearSessionCookie(config));
    headers.append("Set-Cookie", await frameCookie(config).serialize("", { maxAge: 0 }));
  }
  if (notice) headers.append("Set-Cookie", await flashCookie(config).serialize(notice));
  return redirectDocument(href("/svcs/team"), { headers });
}

/**
 * For the login page: the pending one-time notice (cleared as it is read) and the headers that
 * clear it and any ended session's cookie.
 */
export async function takeLoginNotice(config: CookieConfig, request: Request, lookup: SessionLookup) {
  const flashes = flashCookie(config);
  const flash: unknown = await flashes.parse(request.headers.get("cookie"));
  const headers = new Headers();
  if (flash) headers.append("Set-Cookie", await flashes.serialize("", { maxAge: 0 }));
  if (lookup.status !== "missing") headers.append("Set-Cookie", await clearSessionCookie(config));
  return { notice: readFlash(flash), headers };
}
