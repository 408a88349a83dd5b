import type { RecordedEvent } from "~/services/security";
import type { Permission } from "~/lib/auth/permissions";
import { authorize } from "./authorize.server";
import type { SessionUser } from "./sessions.server";

/**
 * Who acts and from where: built once per request by the admin guard and passed to every service
 * write, which checks the role again and records it in the audit log. `user` is null for the
 * system (scheduled jobs and the command line), which passes every role check.
 */
export type Actor = {
  user: SessionUser | null;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
};

/** The schedule and the command line: no account, no address. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ user: null, ipAddress: null, userAgent: null, requestId: null });

export function requestActor(user: SessionUser, request: Request, context: { clientIp: string; requestId: string }): Actor {
  return { user, ipAddress: context.clientIp, userAgent: request.headers.get("user-agent"), requestId: context.requestId };
}

/** The role rule for an actor; the system may do everything. */
export function authorizeActor(actor: Actor, permission: Permission): void {
  if (actor.user) authorize(actor.user, permission);
}

/** The audit fields of an event this actor caused. */
export function actorEventFields(actor: Actor): Pick<RecordedEvent, "actor" | "ipAddress" | "userAgent" | "requestId"> {
  return {
    actor: actor.user ? { userId: actor.user.userId, username: actor.user.username } : null,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
  };
}

/**
 * The anonymous visitor of a request, beside the staff Actor: the client's address (as the trusted
 * proxies tell it) and browser, as every anonymous form, beacon and sign-in step records them.
 */
export type Visitor = { ip: string; userAgent: string | null };

export function visitorOf(request: Request, context: { clientIp: string }): Visitor {
  return { ip: context.clientIp, userAgent: request.headers.get("user-agent") };
}

/** The fields of a recorded event that say where an anonymous request came from. */
export function visitorEventFields(visitor: Visitor): { ipAddress: string; userAgent: string | null } {
  return { ipAddress: visitor.ip, userAgent: visitor.userAgent };
}
