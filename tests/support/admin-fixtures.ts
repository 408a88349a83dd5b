import { sessionCookie } from "~/routes/admin/session-cookie.server";
import type { AppServices } from "~/services/platform";
import { createTestSession } from "./factories";

/** A Cookie header value carrying a fresh session of the user. */
export async function sessionCookieFor(services: AppServices, userId: string, now = new Date()): Promise<string> {
  const token = await createTestSession(services.database.db, userId, { now });
  const setCookie = await sessionCookie(services.config).serialize(token);
  return setCookie.split(";")[0]!;
}

export function formRequest(url: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(url).origin };
  if (cookie) headers.Cookie = cookie;
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

export function getRequest(url: string, cookie?: string): Request {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}
