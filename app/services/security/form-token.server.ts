import { randomBytes, timingSafeEqual } from "node:crypto";
import { FORM_TOKEN_FIELD } from "~/lib/security/form-token";
import { type CookieConfig, signedCookie } from "~/services/platform";

/** Long enough for a form left open over a working day; a reload gives a fresh one. */
const FORM_TOKEN_HOURS = 12;

/**
 * The cookie half of the double submit: random, signed with the session secret (no other origin,
 * subdomain or man in the middle on http can plant one that verifies), HttpOnly and SameSite=Strict.
 */
function formTokenCookie(config: CookieConfig) {
  return signedCookie(config, "form_token", { sameSite: "strict", maxAgeSeconds: FORM_TOKEN_HOURS * 3600 });
}

async function cookieToken(config: CookieConfig, cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await formTokenCookie(config).parse(cookieHeader);
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The token a page puts in its form's hidden field: the one the browser already holds, else a new
 * one with the Set-Cookie that gives it to the browser.
 */
export async function issueFormToken(config: CookieConfig, request: Request): Promise<{ token: string; setCookie: string | null }> {
  const held = await cookieToken(config, request.headers.get("cookie"));
  if (held) return { token: held, setCookie: null };
  const token = randomBytes(32).toString("base64url");
  return { token, setCookie: await formTokenCookie(config).serialize(token) };
}

/** True when a submitted form's token field is the value of the request's signed token cookie. */
export async function formTokenMatches(config: CookieConfig, cookieHeader: string | undefined, form: URLSearchParams): Promise<boolean> {
  const submitted = form.get(FORM_TOKEN_FIELD);
  const held = await cookieToken(config, cookieHeader ?? null);
  if (!submitted || !held) return false;
  const a = Buffer.from(submitted);
  const b = Buffer.from(held);
  return a.length === b.length && timingSafeEqual(a, b);
}
