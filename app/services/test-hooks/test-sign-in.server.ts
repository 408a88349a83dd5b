import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { adminUsers } from "~/db/schema";
import { USER_TYPES } from "~/lib/users/user-types";
import { createSession, SYSTEM_ACTOR } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { createUser } from "~/services/users";

export const testSignInSchema = z.object({
  userType: z.enum(USER_TYPES).default("admin"),
  active: z.boolean().default(true),
  frozen: z.boolean().default(false),
});

/** Turns a session token into the Set-Cookie value the admin area would send (owned by the routes). */
export type SerializeSessionCookie = (token: string) => Promise<string>;

export type TestSignIn = { userId: string; username: string; password: string; cookie: { name: string; value: string } };

/**
 * Creates a fresh account of the asked type and state with a session, and returns the signed
 * session cookie a browser would hold after signing in through the form.
 */
export async function signInForTest(services: AppServices, serializeCookie: SerializeSessionCookie, body: unknown, now = new Date()): Promise<TestSignIn> {
  const account = testSignInSchema.parse(body);
  const suffix = randomBytes(6).toString("hex");
  const username = `e2e_${account.userType}_${suffix}`;
  const password = `E2e-${randomBytes(12).toString("base64url")}`;
  const { userId, token } = await services.database.db.transaction(async (tx) => {
    const { id } = await createUser(tx, SYSTEM_ACTOR, { username, email: null, password, userType: account.userType }, now);
    if (!account.active || account.frozen) await tx.update(adminUsers).set({ active: account.active, frozen: account.frozen }).where(eq(adminUsers.id, id));
    return { userId: id, token: await createSession(tx, { userId: id, ipAddress: "127.0.0.1", userAgent: "e2e test hook", now }) };
  });
  const [name = "", value = ""] = (await serializeCookie(token)).split(";")[0]!.split(/=(.*)/s);
  return { userId, username, password, cookie: { name, value } };
}
