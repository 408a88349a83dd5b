import { createCookie } from "react-router";
import type { AppConfig } from "./config.server";

export type CookieConfig = Pick<AppConfig, "isHttps" | "sessionSecret">;

/**
 * A cookie of the site's own: HttpOnly, signed with the session secret, Path=/, and on https Secure
 * with the `__Host-` prefix (no Domain), so no other origin or subdomain can set or read it.
 */
export function signedCookie(config: CookieConfig, name: string, { sameSite, maxAgeSeconds }: { sameSite: "strict" | "lax"; maxAgeSeconds: number }) {
  return createCookie(config.isHttps ? `__Host-${name}` : name, {
    httpOnly: true,
    sameSite,
    secure: config.isHttps,
    path: "/",
    maxAge: maxAgeSeconds,
    secrets: [config.sessionSecret],
  });
}
