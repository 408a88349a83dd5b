import { createCookie } from "react-router";
import { SESSION_MAX_HOURS } from "~/lib/auth/session-rules";
import type { AppConfig } from "~/services/platform";

/**
 * The admin session cookie: HttpOnly, SameSite=Strict, signed, and on https Secure with the
 * `__Host-` prefix (no Domain, Path=/), so no other origin or subdomain can set or read it.
 */
export function sessionCookie(config: Pick<AppConfig, "isHttps" | "sessionSecret">) {
  return createCookie(config.isHttps ? "__Host-admin_session" : "admin_session", {
    httpOnly: true,
    sameSite: "strict",
    secure: config.isHttps,
    path: "/",
    maxAge: SESSION_MAX_HOURS * 3600,
    secrets: [config.sessionSecret],
  });
}

export type FlashMessage = "logged-out" | "session-ended";

/** A one-time notice for the login page (shown once, then cleared), so reloads don't repeat it. */
export function flashCookie(config: Pick<AppConfig, "isHttps" | "sessionSecret">) {
  return createCookie(config.isHttps ? "__Host-admin_flash" : "admin_flash", {
    httpOnly: true,
    sameSite: "lax",
    secure: config.isHttps,
    path: "/",
    maxAge: 120,
    secrets: [config.sessionSecret],
  });
}

export async function readSessionToken(config: AppConfig, request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(config).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export async function clearSessionCookie(config: AppConfig): Promise<string> {
  return sessionCookie(config).serialize("", { maxAge: 0 });
}
