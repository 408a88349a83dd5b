import type { UserType } from "~/lib/users/user-types";
import { type Actor, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import type { Db } from "~/services/platform";
import { createTestUser } from "./factories";

/** A signed-in account acting from no particular address, as a service call in a test needs it. */
export function actorOf(user: SessionUser): Actor {
  return { ...SYSTEM_ACTOR, user };
}

/** A new account of `userType` and its actor, for service calls in a test. */
export async function actorFor(db: Db, username: string, userType: UserType = "admin"): Promise<Actor & { user: SessionUser }> {
  const userId = await createTestUser(db, { username, userType });
  return { ...SYSTEM_ACTOR, user: { sessionId: "00000000-0000-4000-8000-000000000000", userId, username, email: null, userType } };
}
