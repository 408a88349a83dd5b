import { type Actor, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";

/** A signed-in account acting from no particular address, as a service call in a test needs it. */
export function actorOf(user: SessionUser): Actor {
  return { ...SYSTEM_ACTOR, user };
}
