import type { AppServices, Db } from "~/services/platform";
import { sessionCookie } from "~/routes/admin/session-cookie.server";
import { createSession } from "~/services/auth";
import { createUser, findUserIdByName } from "~/services/users";
import type { UserType } from "~/lib/users/user-types";

export const TEST_PASSWORD = "Quiet-Harbor-Lamp-71";

/** Creates an account (argon2 and all) and returns its id. */
export async function addUser(db: Db, username: string, userType: UserType, extra: { active?: boolean; frozen?: boolean } = {}): Promise<string> {
  const outcome = await createUser(db, { username, email: null, password: TEST_PASSWORD, userType }, new Date());
  if (!outcome.ok) throw new Error(outcome.message);
  const id = (await findUserIdByName(db, username))!;
  if (extra.active !== undefined || extra.frozen !== undefined) {
    const { adminUsers } = await import("~/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(adminUsers).set(extra).where(eq(adminUsers.id, id));
  }
  return id;
}

/** A Cookie header value carrying a fresh session of the user. */
export async function sessionCookieFor(services: AppServices, userId: string, now = new Date()): Promise<string> {
  const token = await createSession(services.database.db, { userId, ipAddress: "127.0.0.1", userAgent: "vitest", now });
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
